import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * Words an editor would change live in content/: a template that spells out a sentence hides it
 * from them. This reads every component and route (tests aside) and fails on JSX text or a
 * string literal of more than MAX_WORDS words. Class lists and SVG paths have no such words.
 */
const MAX_WORDS = 8;

/** Strings that are not copy, each with why. Keep this list short. */
const ALLOWED: { file: string; starts: string; why: string }[] = [
  {
    file: 'components/layout/not-found-logger.tsx',
    starts: 'console.error(',
    why: 'a script for monitoring, not page copy; the message is fixed wording, kept verbatim',
  },
  {
    file: 'components/blog/blog-filter-view.tsx',
    starts: 'Try a broader search term',
    why: 'the blog issue (#18) rewrites this island; its copy moves to content/ there',
  },
];

const templates = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /^(app|components)\/.*\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
  .filter((file) => fs.existsSync(file));

/** A word: letters (with an apostrophe or a closing mark), as prose has and class names lack. */
const words = (text: string) =>
  text.split(/\s+/).filter((token) => /^[("'“]?[A-Za-z][A-Za-z'’]*[)"'”,.;:!?]*$/.test(token))
    .length;

function insideClassName(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return at.name.getText() === 'className';
  }
  return false;
}

/** Long literal sentences of one file, as "file:line: text". */
function longSentences(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (
      ts.isJsxText(node) ||
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node)
    ) {
      text = node.text;
    } else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    }
    if (text && words(text) > MAX_WORDS && !insideClassName(node)) {
      const sentence = text.trim().replace(/\s+/g, ' ');
      const allowed = ALLOWED.some((a) => a.file === file && sentence.startsWith(a.starts));
      if (!allowed) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line}: ${sentence}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('templates', () => {
  it('read the site', () => {
    expect(templates.length).toBeGreaterThan(0);
    expect(templates).toContain('app/layout.tsx');
  });

  it(`spell out no sentence of more than ${MAX_WORDS} words: it belongs in content/`, () => {
    expect(templates.flatMap(longSentences)).toEqual([]);
  });

  it('would catch one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-'));
    const file = `${dir}/hero.tsx`;
    fs.writeFileSync(
      file,
      `export const Hero = () => <p className="mt-4 text-lg text-ink-700 font-semibold leading-relaxed tracking-tight max-w-md mx-auto">
        We build senior teams that ship the product you actually need.
      </p>;`,
    );
    expect(longSentences(file)).toEqual([
      expect.stringContaining('We build senior teams that ship the product you actually need.'),
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
