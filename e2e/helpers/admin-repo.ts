import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The content admin's local mode ("Work with Local Repository") edits a folder the editor picks
 * with the browser's directory picker (File System Access API). Headless Chromium has no picker,
 * so the test's picker returns a folder of the browser's own private file system (OPFS), filled
 * with a copy of the repository's content: the admin reads and writes it through the same
 * FileSystemDirectoryHandle API as a real folder, and the real content/ is never touched
 * (docs/editors.md#how-the-admin-is-tested).
 */
export const SEEDED_PATHS = [
  'content/blog',
  'content/case-studies',
  'content/people.json',
  'public/uploads/blog',
];

/** Repository-relative path -> base64 content of every file under SEEDED_PATHS. */
export function repositorySeed(root = process.cwd()): Record<string, string> {
  const seed: Record<string, string> = {};
  const add = (rel: string) => {
    const full = path.join(root, rel);
    if (fs.statSync(full).isDirectory())
      for (const name of fs.readdirSync(full)) add(path.posix.join(rel, name));
    else seed[rel] = fs.readFileSync(full).toString('base64');
  };
  SEEDED_PATHS.forEach(add);
  return seed;
}

/** Gives the page a directory picker that answers with the seeded private folder. */
export async function stubDirectoryPicker(page: Page, seed: Record<string, string>) {
  await page.addInitScript((files: Record<string, string>) => {
    const picker = async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('repo', { recursive: true }).catch(() => undefined);
      const repo = await root.getDirectoryHandle('repo', { create: true });
      // The admin checks that the folder is a Git working copy.
      await repo.getDirectoryHandle('.git', { create: true });
      for (const [rel, base64] of Object.entries(files)) {
        const parts = rel.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const file = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await file.createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
      return repo;
    };
    Object.defineProperty(window, 'showDirectoryPicker', { value: picker, configurable: true });
  }, seed);
}

/** Every file of the private folder that differs from the seed: what the admin wrote. */
export async function writtenFiles(page: Page, seed: Record<string, string>) {
  const all = await page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir.entries()) {
        if (handle.kind === 'directory') await walk(handle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
          let binary = '';
          bytes.forEach((b) => (binary += String.fromCharCode(b)));
          files[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  });
  return Object.fromEntries(
    Object.entries(all)
      .filter(([rel, base64]) => !rel.startsWith('.git/') && seed[rel] !== base64)
      .map(([rel, base64]) => [rel, Buffer.from(base64, 'base64')]),
  );
}
