import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { answer, v1 } from "./client";
import { sendForm, type UploadProgress } from "./upload";

const ofBusiness = (businessId: string) =>
  `/api/v1/businesses/${encodeURIComponent(businessId)}/other-certifications`;
const one = v1.businesses[":id"]["other-certifications"][":certId"];
const check = v1.admin["other-certifications"][":certId"].check;

/** What the form sends: the fields as text, and the certificate (required to add, optional to change). */
export type OtherCertificationForm = {
  kind: string;
  name: string;
  certifier: string;
  number: string;
  expires_on: string;
  file: File | null;
};

function formData(values: OtherCertificationForm): FormData {
  const form = new FormData();
  for (const key of ["kind", "name", "certifier", "number", "expires_on"] as const)
    form.set(key, values[key]);
  if (values.file) form.set("file", values.file);
  return form;
}

/** Adds an other certification with its certificate, reporting the upload's progress. */
export const addOtherCertification = (
  businessId: string,
  values: OtherCertificationForm,
  onProgress?: UploadProgress,
) => sendForm<OtherCertification>("POST", ofBusiness(businessId), formData(values), onProgress);

/** Changes an other certification (and its certificate when one is chosen): an admin's check is cleared. */
export const updateOtherCertification = (
  businessId: string,
  certId: string,
  values: OtherCertificationForm,
  onProgress?: UploadProgress,
) =>
  sendForm<OtherCertification>(
    "PATCH",
    `${ofBusiness(businessId)}/${encodeURIComponent(certId)}`,
    formData(values),
    onProgress,
  );

export const deleteOtherCertification = (businessId: string, certId: string) =>
  answer(one.$delete({ param: { id: businessId, certId } }));

/** Admins: marks one checked, or not. */
export const checkOtherCertification = (certId: string, checked: boolean) =>
  answer(check.$put({ param: { certId }, json: { checked } }));
