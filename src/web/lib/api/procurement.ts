import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

const procurementOf = v1.businesses[":id"].procurement;

export type ProcurementAnswer = InferResponseType<(typeof procurementOf)["$get"], 200>;
export type ProcurementBody = InferRequestType<(typeof procurementOf)["$put"]>["json"];
export type NaicsSuggestion = InferResponseType<(typeof v1.naics)["$get"], 200>["items"][number];

/** Replaces a business's procurement profile (its owner or an admin). */
export const saveProcurement = (businessId: string, json: ProcurementBody) =>
  answer(procurementOf.$put({ param: { id: businessId }, json }));

/** The NAICS picker's suggestions: codes beginning with the digits typed, or titles with the words. */
export const suggestNaics = async (q: string, signal?: AbortSignal): Promise<NaicsSuggestion[]> =>
  (await answer(v1.naics.$get({ query: { q } }, { init: { signal } }))).items;
