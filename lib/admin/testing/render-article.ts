// Test helper: reads an article body on stdin, compiles it with the site's MDX pipeline
// (lib/content/mdx.ts: the guard, GitHub tables, heading ids) and prints the HTML, with each
// article component drawn as <x-Name data-attribute="value">children</x-Name>, so a test sees
// which component the body became and with which attributes. Run in a child process
// (`node --import tsx lib/admin/testing/render-article.ts`): the pipeline is ES modules only,
// which jest's CommonJS runtime cannot load, and some of its packages export no CommonJS entry
// at all, so tsx (which runs lib/ as CommonJS) cannot require them either: jiti loads the
// pipeline with the `import` conditions.
import path from 'node:path';
import { createJiti } from 'jiti';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ARTICLE_COMPONENTS } from '@/lib/content/mdx-guard';

const root = process.cwd();
const jiti = createJiti(path.join(root, 'lib/admin/testing/'), {
  alias: { '@': root },
  interopDefault: true,
});

const components = Object.fromEntries(
  Object.keys(ARTICLE_COMPONENTS).map((name) => [
    name,
    ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) =>
      createElement(
        `x-${name}`,
        Object.fromEntries(Object.entries(props).map(([k, v]) => [`data-${k}`, v])),
        children,
      ),
  ]),
);

async function main() {
  const { compileArticle } = await jiti.import<typeof import('@/lib/content/mdx')>(
    path.join(root, 'lib/content/mdx.ts'),
  );
  let body = '';
  for await (const chunk of process.stdin) body += chunk;
  try {
    const { content } = await compileArticle({ body, file: 'admin-test.mdx' }, components);
    process.stdout.write(renderToStaticMarkup(content));
  } catch (error) {
    process.stderr.write(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}

// lib/ loads as CommonJS under tsx: no top-level await here.
void main();
