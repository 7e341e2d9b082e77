import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { emailSchema } from "./auth.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, type ContactField } from "./contact-fields.ts";

export { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, type ContactField } from "./contact-fields.ts";

/** A required, trimmed text field: one message when absent or blank, one when too long. */
function requiredText(max: number, required: () => string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: () => m.contact_max_length({ max: String(max) }) });
}

/**
 * The contact page's form and POST /api/client/contact: one schema for both, so the page action
 * and the API refuse exactly the same input, with the same messages in the reader's language
 * (message functions are called at parse time). The email is trimmed and lower-cased before the
 * format check, like every other address the store keeps.
 */
export const contactSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX, () => m.contact_name_required()),
  email: emailSchema,
  subject: requiredText(CONTACT_SUBJECT_MAX, () => m.contact_subject_required()),
  message: requiredText(CONTACT_MESSAGE_MAX, () => m.contact_message_required()),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;

// The field list and the schema must not drift apart.
true satisfies ContactField extends keyof ContactMessageInput ? (keyof ContactMessageInput extends ContactField ? true : false) : false;
