import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

export type ReviewPage = InferResponseType<typeof v1.admin.certifications.$get, 200>;
export type ReviewCard = ReviewPage["items"][number];
export type ReviewDocument = ReviewCard["documents"][number];
export type ReviewStatus = ReviewPage["counts"] extends Record<infer S, number> ? Exclude<S, "total"> : never;
type DecisionInput = InferRequestType<
  (typeof v1.admin.certifications)[":businessId"]["decision"]["$post"]
>["json"];
type RevocationInput = InferRequestType<
  (typeof v1.admin.certifications)[":businessId"]["revocation"]["$post"]
>["json"];
export type RevocationResult = InferResponseType<
  (typeof v1.admin.certifications)[":businessId"]["revocation"]["$post"],
  200
>;
type DocumentReviewInput = InferRequestType<
  (typeof v1.admin)["certification-documents"][":documentId"]["review"]["$put"]
>["json"];

/** One page of the admin review's applications in a status, with the counts (admins only). */
export const listApplicationsForReview = (status: ReviewStatus, page = 1) =>
  answer(v1.admin.certifications.$get({ query: { status, page: `${page}` } }));

/** Approves or rejects a pending application; answers the business's card. 409 when no longer pending. */
export const decideApplication = (businessId: string, json: DecisionInput) =>
  answer(v1.admin.certifications[":businessId"].decision.$post({ param: { businessId }, json }));

/** Revokes an approved or expired certification with a reason; answers the card and the subscriptions' fate. */
export const revokeCertification = (businessId: string, json: RevocationInput) =>
  answer(v1.admin.certifications[":businessId"].revocation.$post({ param: { businessId }, json }));

export const reviewCertificationDocument = (documentId: string, json: DocumentReviewInput) =>
  answer(v1.admin["certification-documents"][":documentId"].review.$put({ param: { documentId }, json }));
