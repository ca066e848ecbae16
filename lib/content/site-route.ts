/**
 * One indexable page of the site. It lives below both lib/routes.ts and the content loaders
 * that contribute routes, so neither has to import the other for a type.
 */
export interface SiteRoute {
  path: string;
  /** ISO day of the last meaningful change, when the content knows it. */
  lastModified?: string;
}
