export const SPECULATION_RULES: string;
export const SPECULATION_RULES_TAG: string;
export function stripNextRuntime(html: string): string;
export function deferNextRuntime(html: string): string;
export function injectSpeculationRules(html: string): string;
export function exportedPages(outDir: string): Array<{ file: string; route: string }>;
export interface IslandPage {
  islands: string[];
  keepsJs: boolean;
  jsBefore: number;
  /** Gzipped bytes of the scripts the page runs (on intent, for island pages). */
  jsAfter: number;
  /** Gzipped bytes of the scripts loaded with the page, before the visitor's first intent. */
  jsBeforeIntent: number;
}
export function rscPayloadFiles(outDir: string, htmlFile: string): string[];
export interface IslandManifest {
  rscBytesRemoved: number;
  pages: Record<string, IslandPage>;
}
export function applyZeroJs(options: {
  outDir: string;
  nextDir: string;
  strip?: boolean;
}): IslandManifest;
