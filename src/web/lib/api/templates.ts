import type { InferRequestType, InferResponseType } from "hono/client";
import { API_V1, answer, v1 } from "./client";
import { sendForm, type UploadProgress } from "./upload";

export type AdminTemplate = InferResponseType<typeof v1.admin.documents.$get, 200>["items"][number];
export type TemplateOverview = InferResponseType<typeof v1.admin.documents.overview.$get, 200>;
type TemplatePatchInput = InferRequestType<(typeof v1.admin.documents)[":id"]["$patch"]>["json"];
/** The fields of a template upload besides its file. */
export type TemplateUploadFields = {
  title: string;
  tier: string;
  document_type: string;
  instructions?: string;
};

/** Uploads a template (PDF or .docx, at most 10 MB), reporting upload progress; answers the template. */
export function uploadTemplate(fields: TemplateUploadFields, file: File, onProgress?: UploadProgress) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
  form.set("file", file);
  return sendForm<AdminTemplate>("POST", `${API_V1}${v1.admin.documents.$path()}`, form, onProgress);
}

export const updateTemplate = (id: string, json: TemplatePatchInput) =>
  answer(v1.admin.documents[":id"].$patch({ param: { id }, json }));

export const deleteTemplate = (id: string) => answer(v1.admin.documents[":id"].$delete({ param: { id } }));
