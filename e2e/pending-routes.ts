/**
 * Routes of the spec that are not built yet. A link to one of these does not fail the link
 * check. Each page issue removes its routes when it lands; the list must end empty.
 */
export const PENDING_ROUTES: string[] = [
  // Company pages
  '/about',
  '/contact',
  '/careers',
  '/partners',
  '/privacy-policy',
  '/terms-of-service',

  // Case studies
  '/case-studies',
  '/case-studies/ev-transport-platform',
];
