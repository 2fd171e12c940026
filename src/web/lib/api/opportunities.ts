import type { InferRequestType, InferResponseType } from "hono/client";
import { API_V1, answer, v1 } from "./client";

const opportunityById = v1.opportunities[":id"];

export type Opportunity = InferResponseType<(typeof opportunityById)["$get"], 200>;
type OpportunityInput = InferRequestType<typeof v1.opportunities.$post>["json"];
type OpportunityPatchInput = InferRequestType<(typeof opportunityById)["$patch"]>["json"];

export const createOpportunity = (json: OpportunityInput) => answer(v1.opportunities.$post({ json }));

export const updateOpportunity = (id: string, json: OpportunityPatchInput) =>
  answer(opportunityById.$patch({ param: { id }, json }));

/** Closes an opportunity: it leaves the list, its poster and admins still find it. */
export const closeOpportunity = (id: string) =>
  answer(opportunityById.$patch({ param: { id }, json: { is_active: false } }));

export const deleteOpportunity = (id: string) => answer(opportunityById.$delete({ param: { id } }));

/**
 * Where an opportunity's deadline downloads as a calendar event (.ics): followed as a plain link, so a
 * phone hands it to its calendar and a computer saves it under the server's file name.
 */
export const deadlineCalendarHref = (id: string) =>
  `${API_V1}${opportunityById["deadline.ics"].$path({ param: { id: encodeURIComponent(id) } })}`;
