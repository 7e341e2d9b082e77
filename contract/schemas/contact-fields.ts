/**
 * The contact form's fields and limits, without zod: the page's component imports these, and
 * zod must stay out of the browser bundle (constructing a zod object probes `new Function`,
 * which the pages' CSP forbids and reports as a violation).
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** The same limit as every stored address (contract/schemas/auth.ts emailSchema). */
export const CONTACT_EMAIL_MAX = 254;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
