/** Class strings shared by every service-hero drawing (docs/service-heroes.md). */

/** A rounded glass tile holding one icon. */
export const heroTile =
  'flex items-center justify-center rounded-2xl border border-white/15 text-white shadow-lg shadow-black/20';

/** The brand-blue glow behind a drawing. */
export const heroGlow =
  'absolute inset-0 -z-10 rounded-full bg-[radial-gradient(closest-side,rgb(112_130_251/0.45),transparent)]';
