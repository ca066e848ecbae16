import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/content/icons';

/**
 * Hero artwork drawn from the page's own subject: the marks of our stack on /technologies, the
 * icons of a service's capabilities on its page, as tiles on a faint glow (decorative).
 */
export function IconMosaic({ names }: { names: IconName[] }) {
  // A full rectangle of tiles: 4 x 4, 4 x 3, 3 x 3 or 3 x 2, never a ragged last row.
  const count = [16, 12, 9, 6].find((n) => names.length >= n) ?? names.length;
  const shown = names.slice(0, count);
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-md">
      <div className="absolute inset-0 -z-10 rounded-full bg-[radial-gradient(closest-side,rgb(112_130_251/0.45),transparent)]" />
      <div className={`grid gap-4 p-4 ${count % 4 === 0 ? 'grid-cols-4' : 'grid-cols-3'}`}>
        {shown.map((name, index) => (
          <div
            key={name}
            // Every other tile tinted, so the grid reads as a drawing rather than a table.
            className={`flex aspect-square items-center justify-center rounded-2xl border border-white/15 text-white shadow-lg shadow-black/20 ${index % 3 === 1 ? 'bg-brand-500/30' : 'bg-white/[0.07]'}`}
          >
            <Icon name={name} className="size-8" />
          </div>
        ))}
      </div>
    </div>
  );
}
