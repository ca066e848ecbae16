import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';

/**
 * Folder that holds every editable word and number of the site. CONTENT_DIR overrides it, so a
 * test can run every loader over a copy of content/ with an article added (editor-proof tests).
 */
export const CONTENT_DIR = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : path.join(process.cwd(), 'content');

/**
 * Folder of the site's static files (hero images among them). PUBLIC_DIR overrides it, so a test
 * can publish an article with a new photo in a copy of the project without touching public/.
 */
export const PUBLIC_DIR = process.env.PUBLIC_DIR
  ? path.resolve(process.env.PUBLIC_DIR)
  : path.join(process.cwd(), 'public');

/** One problem of one content file: the file, then "field: what is wrong and what to do". */
export interface ContentProblem {
  file: string;
  issue: string;
}

/**
 * Thrown when content does not match its schema; names every file and field at once (one line
 * each), so an editor fixes them in one pass (docs/editors.md#what-the-build-checks).
 */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(file: string, issues: string[]);
  constructor(problems: ContentProblem[]);
  constructor(fileOrProblems: string | ContentProblem[], issues: string[] = []) {
    const problems =
      typeof fileOrProblems === 'string'
        ? issues.map((issue) => ({ file: fileOrProblems, issue }))
        : fileOrProblems;
    const files = [...new Set(problems.map((p) => p.file))];
    super(
      `Invalid content in ${files.join(', ')}:\n${problems.map((p) => `  - ${p.file}: ${p.issue}`).join('\n')}\n` +
        'Fix the file and save it; the page shows the change on the next reload (docs/editors.md).',
    );
    this.name = 'ContentError';
    this.problems = problems;
  }

  /** The problems of several errors as one error (null when there are none). */
  static combine(errors: ContentError[]): ContentError | null {
    const problems = errors.flatMap((error) => error.problems);
    return problems.length ? new ContentError(problems) : null;
  }
}

/** The value at an issue's path, to say what was found. */
function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
}

function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'a group of fields' : `${typeof value} ${String(value)}`;
}

const UNITS: Record<string, [one: string, many: string]> = {
  array: ['item', 'items'],
  string: ['character', 'characters'],
  set: ['item', 'items'],
};

/** zod's own wording starts like this; a schema's own message (it says why) is kept. */
const GENERIC = /^(Invalid|Too (small|big))\b/;

/** A schema issue in the site's words: what is expected, what was found, what to do. */
function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const value = valueAt(data, issue.path);
  const found = describeFound(value);
  const size = (value as { length?: number } | undefined)?.length ?? 0;
  if (!GENERIC.test(issue.message)) {
    if (issue.code === 'custom') return issue.message;
    const sized = (issue.code === 'too_small' || issue.code === 'too_big') && value != null;
    return sized ? `${issue.message}, found ${size}` : `${issue.message} (found ${found})`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? `missing: add this field (a ${issue.expected})`
        : `expected a ${issue.expected}, found ${found}`;
    case 'too_small':
    case 'too_big': {
      const [one, many] = UNITS[issue.origin] ?? ['', ''];
      if (!one) return issue.message;
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const unit = bound === 1 ? one : many;
      return issue.code === 'too_small'
        ? `needs at least ${bound} ${unit}, found ${size}`
        : `allows at most ${bound} ${unit}, found ${size}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v));
      const list = values.length > 12 ? `${values.slice(0, 12).join(', ')}, …` : values.join(', ');
      return `must be one of ${list}; found ${found}`;
    }
    default:
      return issue.message;
  }
}

function describeIssues(error: z.ZodError, data: unknown): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map(
        (key) =>
          `${[...issue.path, key].join('.')}: unknown field; check its spelling (docs/editors.md lists every field)`,
      );
    const field = issue.path.length ? issue.path.join('.') : '(root)';
    return `${field}: ${describeIssue(issue, data)}`;
  });
}

/** The problems of `data` against `schema`, in the site's words (empty when valid). */
export function schemaProblems(schema: z.ZodType, data: unknown): string[] {
  return checkSchema(schema, data).problems;
}

/**
 * `data` against `schema` in one pass: the parsed value when valid, else the problems in the
 * site's words; for a loader that reports these together with checks of its own.
 */
export function checkSchema<T extends z.ZodType>(
  schema: T,
  data: unknown,
): { data: z.output<T>; problems: [] } | { data?: undefined; problems: string[] } {
  const result = schema.safeParse(data);
  return result.success
    ? { data: result.data, problems: [] }
    : { problems: describeIssues(result.error, data) };
}

/** Validates `data` against `schema`, throwing a ContentError that names the file and field. */
export function validate<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(relative(file), describeIssues(result.error, data));
  return result.data;
}

export function relative(file: string): string {
  return path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
}

export interface ParsedFile<T> {
  file: string;
  data: T;
  body: string;
  /** Lines of the file before the body (the front matter): body line N is file line N + this. */
  bodyLineOffset: number;
}

/** How many lines of `source` come before `body`, its tail. */
function linesBefore(source: string, body: string): number {
  const head = source.endsWith(body) ? source.slice(0, source.length - body.length) : '';
  return head.split('\n').length - 1;
}

/** Reads a Markdown/MDX file's front matter (unvalidated) and body. */
export function readFrontMatter(file: string): ParsedFile<Record<string, unknown>> {
  const source = fs.readFileSync(file, 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; pass a fresh options object so edits are re-read.
    parsed = matter(source, {});
  } catch (error) {
    // The YAML parser's first line says what and where; the code frame under it is noise.
    const reason = (error as Error).message.split('\n')[0];
    throw new ContentError(relative(file), [
      `front matter: not valid YAML (${reason}); check quotes and indentation`,
    ]);
  }
  return {
    file: relative(file),
    data: parsed.data,
    body: parsed.content,
    bodyLineOffset: linesBefore(source, parsed.content),
  };
}

/** Reads a Markdown/MDX file with frontmatter and validates the frontmatter. */
export function readMdxFile<T extends z.ZodType>(file: string, schema: T): ParsedFile<z.output<T>> {
  const { data, body, bodyLineOffset } = readFrontMatter(file);
  return { file: relative(file), data: validate(schema, data, file), body, bodyLineOffset };
}

/** Reads and validates a JSON content file. */
export function readJsonFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(relative(file), [`(file): not valid JSON: ${(error as Error).message}`]);
  }
  return validate(schema, data, file);
}

/** Lists files with one of the given extensions in a content folder, sorted by name. */
export function listContentFiles(dir: string, extensions: string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => extensions.some((ext) => name.endsWith(ext)))
    .sort()
    .map((name) => path.join(dir, name));
}

/** ISO day "YYYY-MM-DD"; accepts the Date that gray-matter makes of an unquoted date. */
export const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO day like 2024-01-15'),
);

/** A site-internal path such as "/contact". */
export const internalPath = z
  .string()
  .regex(/^\/[a-z0-9\-/#?=&]*$/, 'expected a site path like /contact');

/**
 * A page elsewhere where a reader can check a claim (a client's site, a profile, a review
 * platform): https only, so no proof link downgrades the visitor to plain http
 * (docs/proof.md#checkable-proof).
 */
export const httpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'expected a full https:// address like https://example.com/page',
});

/** Text an editor must fill in: trimmed, never empty. */
export const text = z.string().trim().min(1);
