import type { InferRequestType, InferResponseType } from "hono/client";
import { API_V1, answer, v1 } from "./client";
import { sendForm, type UploadProgress } from "./upload";

const certificationOf = v1.certification[":businessId"];

export type ApplicationPage = InferResponseType<typeof certificationOf.$get, 200>;
export type ApplicantDocument = InferResponseType<typeof certificationOf.documents.$post, 201>;
export type TemplateDocument = ApplicationPage["templates"][number];
type SubmitApplicationInput = InferRequestType<typeof certificationOf.applications.$post>["json"];

/**
 * Uploads a document answering one required document (template) as a draft, reporting upload
 * progress (pdf, jpg, jpeg or png; at most 10 MB); a new upload for the same template replaces it.
 */
export function uploadApplicantDocument(
  businessId: string,
  templateId: string,
  file: File,
  onProgress?: UploadProgress,
) {
  const form = new FormData();
  form.set("file", file);
  form.set("template_id", templateId);
  const path = `${API_V1}${certificationOf.documents.$path({ param: { businessId } })}`;
  return sendForm<ApplicantDocument>("POST", path, form, onProgress);
}

/** Removes a draft document (submitted ones stay). */
export const removeApplicantDocument = (businessId: string, documentId: string) =>
  answer(certificationOf.documents[":documentId"].$delete({ param: { businessId, documentId } }));

/** Submits the application: tier, affidavit and the signature as a PNG data URL. */
export const submitApplication = (businessId: string, json: SubmitApplicationInput) =>
  answer(certificationOf.applications.$post({ param: { businessId }, json }));
