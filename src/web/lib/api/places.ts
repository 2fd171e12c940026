import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type PlaceSuggestion = InferResponseType<(typeof v1)["places"]["$get"], 200>["places"][number];

/** Places that start like, or look like, what was typed (a typo still finds its city). */
export const suggestPlaces = async (q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> =>
  (await answer(v1.places.$get({ query: { q } }, { init: { signal } }))).places;
