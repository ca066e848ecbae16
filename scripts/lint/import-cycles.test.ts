import path from 'node:path';
import { ESLint } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import plugin, { importCycles, importGraph } from './import-cycles';
import { tempFolder } from '@/testing/temp-files';

const tsconfig = JSON.stringify({
  compilerOptions: { allowJs: true, moduleResolution: 'bundler', paths: { '@/*': ['./*'] } },
});

async function lint(root: string, file: string) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.{ts,tsx,mjs}'],
      languageOptions: { parser: tsParser },
      plugins: { local: plugin },
      rules: { 'local/no-import-cycle': 'error' },
    },
  });
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result!.messages.map((message) => message.message);
}

describe('the import-cycle lint rule', () => {
  it('fails on a loop closed by a type-only import through the path alias', async () => {
    const root = tempFolder({
      'tsconfig.json': tsconfig,
      'lib/routes.ts':
        "import { postRoutes } from '@/lib/posts';\nexport interface Route { path: string }\nexport const all = () => postRoutes();\n",
      'lib/posts.ts':
        "import type { Route } from '@/lib/routes';\nexport const postRoutes = (): Route[] => [];\n",
    });
    const messages = await lint(root, 'lib/posts.ts');
    expect(messages).toEqual([
      expect.stringContaining('Import cycle: lib/posts.ts -> lib/routes.ts -> lib/posts.ts'),
    ]);
  });

  it('finds a longer loop among .mjs modules with hand-written declarations', () => {
    const root = tempFolder({
      'tsconfig.json': tsconfig,
      'a.mjs': "export { b } from './b.mjs';\n",
      'b.mjs': "import { c } from './c.mjs';\nexport const b = c;\n",
      'b.d.mts': 'export const b: number;\n',
      'c.mjs': "export const c = () => import('./a.mjs');\n",
    });
    const cycles = importCycles(importGraph(root)).map((group: string[]) =>
      group.map((file) => path.relative(root, file)).sort(),
    );
    expect(cycles).toEqual([['a.mjs', 'b.mjs', 'c.mjs']]);
  });

  it('passes once the shared type moves below both files', async () => {
    const root = tempFolder({
      'tsconfig.json': tsconfig,
      'lib/route.ts': 'export interface Route { path: string }\n',
      'lib/routes.ts':
        "import { postRoutes } from '@/lib/posts';\nexport const all = () => postRoutes();\n",
      'lib/posts.ts':
        "import type { Route } from '@/lib/route';\nexport const postRoutes = (): Route[] => [];\n",
    });
    expect(importCycles(importGraph(root))).toEqual([]);
    expect(await lint(root, 'lib/posts.ts')).toEqual([]);
  });
});
