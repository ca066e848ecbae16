// Test helper: reads an article body on stdin, compiles it with the site's MDX pipeline
// (lib/content/mdx.ts: the guard, GitHub tables, heading ids) and prints the HTML, with each
// article component drawn as <x-Name data-attribute="value">children</x-Name>, so a test sees
// which component the body became and with which attributes. Run in a child process: the
// pipeline is ES modules only, which jest's CommonJS runtime cannot load.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const jiti = createJiti(import.meta.url, { alias: { '@': root }, interopDefault: true });
const { compileArticle } = await jiti.import(path.join(root, 'lib/content/mdx.ts'));
const { ARTICLE_COMPONENTS } = await jiti.import(path.join(root, 'lib/content/mdx-guard.ts'));

const components = Object.fromEntries(
  Object.keys(ARTICLE_COMPONENTS).map((name) => [
    name,
    ({ children, ...props }) =>
      createElement(
        `x-${name}`,
        Object.fromEntries(Object.entries(props).map(([k, v]) => [`data-${k}`, v])),
        children,
      ),
  ]),
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
