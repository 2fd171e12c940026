import type { InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type JobSummary = InferResponseType<typeof v1.admin.jobs.$get, 200>;
export type DeadJob = JobSummary["dead"][number];

/** Gives a dead background job one more attempt (admins only); 409 when it is no longer dead. */
export const retryDeadJob = (id: string) => answer(v1.admin.jobs[":id"].retry.$post({ param: { id } }));
