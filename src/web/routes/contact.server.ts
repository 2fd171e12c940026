import { checkContactMessage } from "~/domain/contact/contact-message-schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { sendContactMessage } from "~/server/services/contact/send-contact-message";
import type { ContactFormResult } from "~/web/features/contact/contact-form";
import { MESSAGE_TOO_LONG } from "~/web/features/contact/form-messages";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

type ContactActionResult = ContactFormResult;

const FORM_BYTES_LIMIT = 64 * 1024;

/**
 * The form's defaults (a signed-in sender's name and address) and the page's words: the `info`
 * namespace carries the page's texts and the checks of the form's fields.
 */
export function loadContactPage(actor: Actor, request: Request) {
  const t = pageTranslator(request, ["info"]);
  return {
    defaults: actor.kind === "user" ? { name: actor.name, email: actor.email } : { name: "", email: "" },
    title: t("Contact · Ujamaa"),
    description: t(
      "Write to the Ujamaa team, call us or send us a message. We reply within two business days.",
    ),
    messages: pageMessages(request, ["info"]),
  };
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
      result: { sent: false, fields: {}, error: MESSAGE_TOO_LONG, values: {} },
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
