import { createRoute, z } from "@hono/zod-openapi";
import { contactMessageSchema } from "~/domain/contact/contact-message-schema";
import { createRouter } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import { errorResponses } from "~/server/http/openapi";
import { sendContactMessage } from "~/server/services/contact/send-contact-message";

const contactMessageResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .openapi("ContactMessage");

const sendRoute = createRoute({
  method: "post",
  path: "/contact-messages",
  tags: ["Contact"],
  summary: "Send a message to the operator",
  description:
    "Public (a signed-in sender is recorded). The message is stored and e-mailed to CONTACT_EMAIL. " +
    "Fields are trimmed: name 1–100, email ≤ 254, subject 1–150, message 1–5,000 characters. " +
    "At most 5 messages per client address per hour (429 beyond).",
  request: {
    body: { required: true, content: { "application/json": { schema: contactMessageSchema } } },
  },
  responses: {
    201: {
      description: "Stored and sent",
      content: { "application/json": { schema: contactMessageResponse } },
    },
    ...errorResponses(400, 413, 429),
  },
});

export function createContactMessagesRoutes() {
  return createRouter().openapi(sendRoute, async (c) => {
    const message = await sendContactMessage(
      { ...c.get("runtime"), logger: c.get("logger") },
      c.get("actor"),
      { ...c.req.valid("json"), clientAddress: clientAddress(c) },
    );
    return c.json(message, 201);
  });
}
