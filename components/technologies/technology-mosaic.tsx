import { TechnologyGlyph } from '@/components/technologies/technology-glyph';
import type { Glyph } from '@/lib/content/technologies';

/** Hero artwork of the overview: the monogram tiles of our stack on a faint grid. */
export function TechnologyMosaic({ glyphs }: { glyphs: Glyph[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-md">
      <div className="absolute inset-0 -z-10 rounded-full bg-[radial-gradient(closest-side,rgb(112_130_251/0.45),transparent)]" />
      <div className="grid grid-cols-4 gap-4 p-4">
        {glyphs.map((glyph, index) => (
          <div
            key={`${glyph.monogram}-${index}`}
            className="flex aspect-square items-center justify-center rounded-2xl border border-white/15 bg-white/[0.07] shadow-lg shadow-black/20"
          >
            <TechnologyGlyph glyph={glyph} />
          </div>
        ))}
      </div>
    </div>
  );
}
