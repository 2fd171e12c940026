import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type MyAnalytics = InferResponseType<typeof v1.me.analytics.$get, 200>;

/** Storefront analytics of the signed-in user's own businesses over 7, 30 or 90 days (all or one). */
export const getMyAnalytics = ({ days, business_id }: { days: 7 | 30 | 90; business_id?: string }) =>
  answer(v1.me.analytics.$get({ query: { days: `${days}`, business_id } }));
