import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type AccountSession = InferResponseType<typeof v1.me.sessions.$get, 200>["items"][number];

export const revokeSession = (id: string) => answer(v1.me.sessions[":id"].$delete({ param: { id } }));

export const revokeOtherSessions = () => answer(v1.me.sessions["revoke-others"].$post());
