import type { InferRequestType } from "hono/client";
import { answer, v1 } from "./client";

type ContactMessageInput = InferRequestType<(typeof v1)["contact-messages"]["$post"]>["json"];

/** Sends the contact form's message (stored, and e-mailed to the operator). */
export const sendContactMessage = (json: ContactMessageInput) =>
  answer(v1["contact-messages"].$post({ json }));
