import { Icon } from '@/components/ui/icon';
import type { BrandMarkName } from '@/lib/content/icons';

/** Hero artwork of the overview: the marks of our stack on a faint grid (decorative). */
export function TechnologyMosaic({ marks }: { marks: BrandMarkName[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-md">
      <div className="absolute inset-0 -z-10 rounded-full bg-[radial-gradient(closest-side,rgb(112_130_251/0.45),transparent)]" />
      <div className="grid grid-cols-4 gap-4 p-4">
        {marks.map((mark) => (
          <div
            key={mark}
            className="flex aspect-square items-center justify-center rounded-2xl border border-white/15 bg-white/[0.07] text-white shadow-lg shadow-black/20"
          >
            <Icon name={mark} className="size-8" />
          </div>
        ))}
      </div>
    </div>
  );
}
