import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ISLANDS } from '../../lib/islands/registry';
import { clientBoundaryProblems, importSpecifiers, isClientSource } from './client-boundary';

describe("the client boundary of the repository's own source", () => {
  it('holds: every client module is an island entry or reached from one', () => {
    expect(clientBoundaryProblems(process.cwd())).toEqual([]);
  });
});

describe('the client boundary check', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  // A minimal repository: every registered entry, the island wrapper and a page rendering one.
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-boundary-'));
    for (const { entry, component } of Object.values(ISLANDS))
      write(
        entry,
        `'use client';\nimport { helper } from '@/lib/helper';\nexport function ${component}() { return helper(); }\n`,
      );
    write('lib/helper.ts', 'export const helper = () => null;\n');
    write('components/islands/island.tsx', 'export function Island() { return null; }\n');
    write(
      'app/page.tsx',
      "import { Island } from '@/components/islands/island';\nimport { ChatLauncher } from '@/components/chat/chat-launcher';\nexport default () => Island({ name: 'chat', component: ChatLauncher });\n",
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('accepts islands rendered through the wrapper', () => {
    expect(clientBoundaryProblems(root)).toEqual([]);
  });

  it('fails on a client module no island reaches, naming it', () => {
    write('components/ui/tooltip.tsx', "'use client';\nexport const Tooltip = () => null;\n");
    expect(clientBoundaryProblems(root)).toEqual([
      expect.stringMatching(
        /^components\/ui\/tooltip\.tsx: a 'use client' module no island reaches/,
      ),
    ]);
  });

  it('fails on server code that renders a client module outside an island', () => {
    write('components/ui/tooltip.tsx', "'use client';\nexport const Tooltip = () => null;\n");
    write(
      'components/chat/chat-launcher.tsx',
      "'use client';\nimport { Tooltip } from '../ui/tooltip';\nexport function ChatLauncher() { return Tooltip(); }\n",
    );
    write(
      'app/about/page.tsx',
      "import { Tooltip } from '@/components/ui/tooltip';\nexport default Tooltip;\n",
    );
    expect(clientBoundaryProblems(root)).toEqual([
      expect.stringMatching(
        /^app\/about\/page\.tsx: imports the 'use client' module components\/ui\/tooltip\.tsx, which is not an island entry/,
      ),
    ]);
  });

  it('fails on an island entry imported without the island wrapper', () => {
    write(
      'app/contact/page.tsx',
      "import { ContactFormIsland } from '@/components/forms/contact-form-island';\nexport default ContactFormIsland;\n",
    );
    expect(clientBoundaryProblems(root)).toEqual([
      expect.stringMatching(
        /^app\/contact\/page\.tsx: imports the island entry components\/forms\/contact-form-island\.tsx but does not render it through components\/islands\/island\.tsx$/,
      ),
    ]);
  });

  it('fails on a registered entry that is not a client module', () => {
    write('components/search/site-search.tsx', 'export function SiteSearch() { return null; }\n');
    expect(clientBoundaryProblems(root)).toContainEqual(
      expect.stringMatching(
        /island "site-search" names components\/search\/site-search\.tsx, which is not a 'use client' module/,
      ),
    );
  });
});

describe('reading the source', () => {
  it('finds the directive after comments, not elsewhere', () => {
    expect(isClientSource("// why\n/* more */\n'use client';\nexport {}")).toBe(true);
    expect(isClientSource("import x from 'y';\n'use client';")).toBe(false);
  });

  it('lists run-time imports and leaves type-only ones out', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './side-effect';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "const e = () => import('./e');",
      "import {\n  f,\n  type G,\n} from './f';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', './side-effect', './c', './f', './e']);
  });

  // The regex this replaced took './in-template' and './in-line-comment' for imports, kept the
  // type-only './types-only', and missed 'use client' after 'use strict'.
  it('does not take an import in a comment, a string or a template for one', () => {
    const text = [
      'const note = \'import { x } from "./in-string"\';',
      'const doc = `',
      "import { y } from './in-template';",
      '`;',
      "const a = 1; /* import { z } from './in-comment' */ import { w } from './real';",
      "foo(); // import('./in-line-comment')",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./real']);
  });

  it('reads imports however they are laid out: several on a line, default and names, export *', () => {
    const text = [
      "import a from './a'; import * as b from './b'",
      "import c, {\n  d as e,\n} from './c';",
      "export * from './star';",
      "export * as ns from './ns';",
      'const lazy = import(\n  "./lazy"\n);',
      "import { type T } from './types-only';",
      "import {} from './empty';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual([
      './a',
      './b',
      './c',
      './star',
      './ns',
      './empty',
      './lazy',
    ]);
  });

  it('takes the directive only from the prologue, in either quote, after other directives', () => {
    expect(isClientSource('"use strict";\n"use client";\nexport {}')).toBe(true);
    expect(isClientSource("const s = 'use client';")).toBe(false);
    expect(isClientSource("/* 'use client' */ export const x = 1;")).toBe(false);
    expect(isClientSource('`use client`;\nexport {}')).toBe(false);
  });
});
