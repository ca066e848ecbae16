/**
 * Routes the site must have that are not built yet. A link to one of these does not fail the link
 * check. Each page issue removed its routes when it landed; the list is now empty and must
 * stay so (a new route is built before it is linked).
 */
export const PENDING_ROUTES: string[] = [];
