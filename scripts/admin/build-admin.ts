// Writes the content admin to public/admin/ (git-ignored), before `next dev` and `next build`
// (package.json predev, prebuild): Sveltia CMS copied from node_modules (no CDN script), the
// page that starts it, and its configuration generated from the content schemas and files
// (lib/admin/cms-config.ts). Next copies public/ into out/, so /admin is in the export as well.
// docs/editors.md#the-content-admin
import fs from 'node:fs';
import path from 'node:path';
import { adminFiles } from '@/lib/admin/admin-files';

const root = process.cwd();
const outDir = path.join(root, 'public', 'admin');
fs.rmSync(outDir, { recursive: true, force: true });
const { files, version } = adminFiles({ root, siteUrl: process.env.NEXT_PUBLIC_SITE_URL });
for (const [name, source] of files) {
  const target = path.join(outDir, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if ('text' in source) fs.writeFileSync(target, source.text);
  else fs.copyFileSync(source.copy, target);
}
console.log(`admin: wrote public/admin/ (${files.size} files, Sveltia CMS ${version})`);
