import type { VendorWatch, Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { answer, v1 } from "./client";

const one = v1["vendor-lists"][":id"];

/** Turns a list's weekly digest e-mail on or off. */
export const setVendorListDigest = (id: string, weekly_digest: boolean): Promise<VendorWatch> =>
  answer(one.watch.$put({ param: { id }, json: { weekly_digest } }));

/** Registers (or replaces) a list's webhook; the answer carries its secret, this once. */
export const setVendorListWebhook = (id: string, url: string): Promise<Webhook> =>
  answer(one.webhook.$put({ param: { id }, json: { url } }));

export const removeVendorListWebhook = (id: string) => answer(one.webhook.$delete({ param: { id } }));
