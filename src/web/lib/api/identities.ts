import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type LinkedIdentity = InferResponseType<typeof v1.me.identities.$get, 200>["items"][number];
export type IdentityProvider = InferResponseType<
  (typeof v1)["identity-providers"]["$get"],
  200
>["items"][number];

/** Starts linking an identity: the provider's page to send the browser to (it comes back to Settings → Security). */
export const linkIdentity = (provider: string) => answer(v1.me.identities.$post({ json: { provider } }));

export const unlinkIdentity = (id: string) => answer(v1.me.identities[":id"].$delete({ param: { id } }));
