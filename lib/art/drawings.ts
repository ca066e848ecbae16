import fs from 'node:fs';
import path from 'node:path';
import { svgComponentSource } from '@/lib/art/svg-component';

/*
 * Where the drawings live and where their components go (docs/drawings.md#how-a-drawing-becomes-a-component).
 * The components are build output, not committed: whatever reads them (dev, build, typecheck,
 * jest) writes them first through scripts/art/build-art.ts.
 */
const ART_DIR = path.join(process.cwd(), 'components/art');
const GENERATED_DIR = path.join(ART_DIR, 'generated');

/**
 * Writes components/art/generated/<name>.tsx for every components/art/<name>.svg and deletes a
 * component whose drawing is gone. A file already up to date is left alone, so a run that finds
 * nothing changed touches nothing (the dev server does not reload). Returns what it changed.
 */
export function writeDrawingComponents(): string[] {
  const names = fs
    .readdirSync(ART_DIR)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));
  const changed: string[] = [];
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  for (const name of names) {
    const source = svgComponentSource(
      name,
      fs.readFileSync(path.join(ART_DIR, `${name}.svg`), 'utf8'),
    );
    const target = path.join(GENERATED_DIR, `${name}.tsx`);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === source) continue;
    fs.writeFileSync(target, source);
    changed.push(`wrote ${path.relative(process.cwd(), target)}`);
  }
  for (const file of fs.readdirSync(GENERATED_DIR)) {
    if (names.includes(file.replace(/\.tsx$/, ''))) continue;
    fs.rmSync(path.join(GENERATED_DIR, file));
    changed.push(`removed ${file} (its drawing is gone)`);
  }
  return changed;
}
