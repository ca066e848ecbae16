// The one recursive directory walk of the build, the tools and the tests.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` at any depth, as full paths in directory order; [] when `dir` does not
 * exist. Folders for which `skip(name)` is true are not entered (`_next`, `node_modules`).
 */
export function filesUnder(
  dir: string,
  { skip = () => false }: { skip?: (folderName: string) => boolean } = {},
): string[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return skip(entry.name) ? [] : walk(full);
      return [full];
    });
  return fs.existsSync(dir) ? walk(dir) : [];
}
