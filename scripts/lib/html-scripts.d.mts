export interface ScriptTag {
  tag: string;
  attrs: string;
  src: string | null;
  type: string;
  content: string;
  noModule: boolean;
  executable: boolean;
}
export interface LinkTag {
  tag: string;
  rel: string;
  as: string;
  href: string | null;
}
export function attr(attrs: string, name: string): string | null;
export function scriptsOf(html: string): ScriptTag[];
export function executableScripts(html: string): ScriptTag[];
export function cspInlineScripts(html: string): ScriptTag[];
export function linksOf(html: string): LinkTag[];
export function deferredScripts(html: string): string[];
export function pageAssets(html: string): {
  scripts: string[];
  deferred: string[];
  styles: string[];
};
