export function pageKind(url: string): string;
export function urlOf(relativeFile: string): string;
export function searchablePage(
  relativeFile: string,
  html: string,
): { url: string; kind: string; html: string } | null;
