// @ts-check
// The one recursive directory walk of the build, the tools and the tests. Plain ESM so node
// scripts import it as is.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` at any depth, as full paths in directory order; [] when `dir` does not
 * exist. Folders for which `skip(name)` is true are not entered (`_next`, `node_modules`).
 * @param {string} dir
 * @param {{skip?: (folderName: string) => boolean}} [options]
 * @returns {string[]}
 */
export function filesUnder(dir, { skip = () => false } = {}) {
  /** @param {string} folder @returns {string[]} */
  const walk = (folder) =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return skip(entry.name) ? [] : walk(full);
      return [full];
    });
  return fs.existsSync(dir) ? walk(dir) : [];
}
