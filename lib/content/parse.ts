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

/** Thrown when a content file does not match its schema; names the file and every bad field. */
export class ContentError extends Error {
  constructor(file: string, issues: string[]) {
    super(`Invalid content in ${file}:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(root)';
    return `${field}: ${issue.message}`;
  });
}

/** Validates `data` against `schema`, throwing a ContentError that names the file and field. */
export function validate<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(relative(file), describeIssues(result.error));
  return result.data;
}

function relative(file: string): string {
  return path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
}

export interface ParsedFile<T> {
  file: string;
  data: T;
  body: string;
}

/** Reads a Markdown/MDX file with frontmatter and validates the frontmatter. */
export function readMdxFile<T extends z.ZodType>(file: string, schema: T): ParsedFile<z.output<T>> {
  const source = fs.readFileSync(file, 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; pass a fresh options object so edits are re-read.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(relative(file), [`frontmatter: ${(error as Error).message}`]);
  }
  return { file: relative(file), data: validate(schema, parsed.data, file), body: parsed.content };
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
