import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type CredentialCheckAnswer = InferResponseType<typeof v1.credentials.verify.$post, 200>;

/** Asks whether a credential (its JWT, or JSON text holding it) was signed by this site and still counts. */
export const checkCredential = (credential: string) =>
  answer(v1.credentials.verify.$post({ json: { credential } }));
