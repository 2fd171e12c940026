import { z } from "zod";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import { textSchema } from "~/domain/shared/text-schema";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Messages a sender can send from one address per hour (POST /api/v1/contact-messages). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

function text(label: string, max: number, missing: string) {
  return textSchema({ message: missing })
    .trim()
    .min(1, { message: missing })
    .max(max, { message: `${label} must be at most ${max.toLocaleString("en-US")} characters` });
}

/** The contact form, validated alike in the browser, the page's action and the API. */
export const contactMessageSchema = z.object({
  name: text("Name", CONTACT_LIMITS.name, "Please enter your name"),
  email: z
    .string({ message: "Please enter your email address" })
    .trim()
    .min(1, { message: "Please enter your email address" })
    .max(CONTACT_LIMITS.email, { message: "Please enter a valid email address" })
    .pipe(z.email({ message: "Please enter a valid email address" })),
  subject: text("Subject", CONTACT_LIMITS.subject, "Please enter a subject"),
  message: text("Message", CONTACT_LIMITS.message, "Please enter a message"),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** A stored message as the API answers it. */
export type ContactMessage = ContactMessageInput & { id: string; created_at: string };

export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string>>;

/** Checks a filled-in form; the first problem of each field, as the API's `error.fields` names it. */
export function checkContactMessage(
  input: unknown,
): { ok: true; data: ContactMessageInput } | { ok: false; fields: ContactFieldErrors } {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fields: fieldErrorsOf(parsed.error) };
}
