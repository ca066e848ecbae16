export function gzipSize(fileOrText: string, isText?: boolean): number;
export function assetFile(outDir: string, href: string | null): string | null;
export interface PageWeight {
  js: number;
  jsBeforeIntent: number;
  css: number;
  html: number;
  scripts: string[];
  styles: string[];
}
export function pageWeight(html: string, outDir: string): PageWeight;
