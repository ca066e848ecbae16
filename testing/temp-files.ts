import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folders: string[] = [];
// Registered when a test file imports this module, so each file removes the folders it made.
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * A throw-away folder holding the given files (relative path -> contents), for tests of code
 * that reads a tree: content files, images, a project to lint. Removed after the file's tests.
 */
export function tempFolder(files: Record<string, string | Buffer> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-'));
  folders.push(dir);
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}

/** One file named `name` in a folder of its own: a string as written, anything else as JSON. */
export function tempFile(name: string, contents: unknown): string {
  const text = typeof contents === 'string' ? contents : JSON.stringify(contents);
  return path.join(tempFolder({ [name]: text }), name);
}
