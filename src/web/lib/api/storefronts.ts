import type { InferRequestType } from "hono/client";
import { answer, v1 } from "./client";

type StorefrontInput = InferRequestType<typeof v1.storefronts.$post>["json"];
type StorefrontPatchInput = InferRequestType<(typeof v1.storefronts)[":id"]["$patch"]>["json"];

/** Creates a storefront (a business made by the storefront wizard); answers the business. */
export const createStorefront = (json: StorefrontInput) => answer(v1.storefronts.$post({ json }));

/** Changes the fields of a storefront that were sent; answers the business. */
export const updateStorefront = (id: string, json: StorefrontPatchInput) =>
  answer(v1.storefronts[":id"].$patch({ param: { id }, json }));
