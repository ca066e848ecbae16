/**
 * The longest value of each payload field, in UTF-16 code units: the zod contract
 * (payload-schemas.ts) refuses longer text, the browser's lead client checks the same before
 * sending, and the Worker sizes its body limits on them (worker/src/body-limits.ts).
 */
export const FIELD_MAX_LENGTH = {
  email: 254,
  first_name: 100,
  last_name: 100,
  phone_number: 40,
  company: 200,
  website: 300,
  // The option fields accept only their lists; 100 bounds a body that sends something else.
  service: 100,
  budget: 100,
  timeline: 100,
  message: 5000,
} as const;

export type PayloadField = keyof typeof FIELD_MAX_LENGTH;
