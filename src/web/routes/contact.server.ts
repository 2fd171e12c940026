import { checkContactMessage } from "~/domain/contact/contact-message-schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { sendContactMessage } from "~/server/services/contact/send-contact-message";
import type { ContactFormResult } from "~/web/features/contact/contact-form";

type ContactActionResult = ContactFormResult;

const FORM_BYTES_LIMIT = 64 * 1024;

export function loadContactPage(actor: Actor) {
  return actor.kind === "user" ? { name: actor.name, email: actor.email } : { name: "", email: "" };
}

/** The form posted without JavaScript: the same checks and service as POST /api/v1/contact-messages. */
export async function submitContactForm(
  runtime: Runtime,
  actor: Actor,
  clientAddress: string | undefined,
  request: Request,
): Promise<{ result: ContactActionResult; status: number }> {
  if (Number(request.headers.get("content-length") ?? 0) > FORM_BYTES_LIMIT) {
    return {
      result: { sent: false, fields: {}, error: "Your message is too long.", values: {} },
      status: 413,
    };
  }
  const form = await request.formData();
  const values = Object.fromEntries(
    (["name", "email", "subject", "message"] as const).map((k) => [k, String(form.get(k) ?? "")]),
  );
  const checked = checkContactMessage(values);
  if (!checked.ok) return { result: { sent: false, fields: checked.fields, values }, status: 400 };
  try {
    const message = await sendContactMessage(runtime, actor, { ...checked.data, clientAddress });
    return { result: { sent: true, name: message.name }, status: 201 };
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      return { result: { sent: false, fields: {}, error: error.message, values }, status: 429 };
    }
    throw error;
  }
}
