/**
 * The names of a portrait's background colours, in the order of the palettes that draw them
 * (components/ui/portrait.tsx). Kept apart from the zod schema so the portrait, drawn inside
 * islands too, can read them without bringing zod to the browser.
 */
export const PORTRAIT_GROUNDS = ['indigo', 'teal', 'rust', 'violet', 'sky', 'rose'] as const;
