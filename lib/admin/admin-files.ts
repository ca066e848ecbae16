// The files of the content admin page (public/admin/, written by scripts/admin/build-admin.ts):
// what each is and where it comes from, so a test can check the page without writing it.
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { cmsConfig, editorComponentSpecs } from '@/lib/admin/cms-config';

/** A file written from text, or copied from a path. */
export type AdminFile = { text: string } | { copy: string };

/** Where the CMS's browser build lives in its npm package. */
export const CMS_PACKAGE = 'node_modules/@sveltia/cms';

/** Where the page's hand-written sources are. */
const PAGE_DIR = 'scripts/admin/page';

/**
 * The page's scripts, each TypeScript bundled into one file: the flag that holds the CMS back,
 * a classic script because it must run before sveltia-cms.js; the starter, a module (it awaits
 * its configuration) with the editor blocks' serializer (lib/admin/mdx-blocks.ts) inside.
 */
const PAGE_SCRIPTS = [
  { source: 'manual-init.ts', served: 'manual-init.js', format: 'iife' },
  { source: 'admin.ts', served: 'admin.js', format: 'esm' },
] as const;

/** One page script as the browser gets it; `@/` imports resolve through tsconfig.json. */
function bundlePageScript(root: string, source: string, format: 'iife' | 'esm') {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(root, PAGE_DIR, source)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format,
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

/** The CMS's @font-face sources: fontsource files on a CDN, e.g. .../fonts/noto-mono@5.3.0/latin-400-normal.woff2. */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * The CMS code with each CDN font pointed at /admin/fonts/, and the font files from the same
 * fontsource packages to copy there.
 * A font the CMS starts to use that no installed package has stops the build, naming the package.
 */
export function selfHostedFonts(code: string, root: string) {
  const fonts = new Map<string, string>();
  const rewritten = code.replace(CDN_FONT, (_url, family: string, file: string) => {
    const name = `${family}-${file}`;
    const candidates = ['@fontsource-variable', '@fontsource'].map((scope) =>
      path.join(root, 'node_modules', scope, family, 'files', name),
    );
    const found = candidates.find((candidate) => fs.existsSync(candidate));
    if (!found)
      throw new Error(
        `admin: Sveltia CMS loads the font ${family}/${file}; install @fontsource-variable/${family} or @fontsource/${family}`,
      );
    fonts.set(name, found);
    return `/admin/fonts/${name}`;
  });
  return { code: rewritten, fonts };
}

export function adminFiles({ root, siteUrl }: { root: string; siteUrl?: string }) {
  const files = new Map<string, AdminFile>();
  files.set('index.html', { copy: path.join(root, PAGE_DIR, 'index.html') });
  for (const { source, served, format } of PAGE_SCRIPTS)
    files.set(served, { text: bundlePageScript(root, source, format) });
  files.set('config.json', {
    text: `${JSON.stringify(cmsConfig({ contentDir: path.join(root, 'content'), siteUrl }), null, 2)}\n`,
  });
  files.set('editor-components.json', {
    text: `${JSON.stringify(editorComponentSpecs(), null, 2)}\n`,
  });
  // The CMS and the chunks it loads beside itself (React for custom previews), its fonts served
  // from here rather than a CDN: the admin works offline and its CSP allows no other origin.
  const dist = path.join(root, CMS_PACKAGE, 'dist');
  const cms = selfHostedFonts(fs.readFileSync(path.join(dist, 'sveltia-cms.js'), 'utf8'), root);
  files.set('sveltia-cms.js', { text: cms.code });
  for (const [name, file] of cms.fonts) files.set(`fonts/${name}`, { copy: file });
  for (const chunk of fs.readdirSync(path.join(dist, 'chunks')))
    if (chunk.endsWith('.js'))
      files.set(`chunks/${chunk}`, { copy: path.join(dist, 'chunks', chunk) });
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, CMS_PACKAGE, 'package.json'), 'utf8'),
  ) as { version: string };
  return { files, version };
}
