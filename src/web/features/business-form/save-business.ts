import type { Business } from "~/domain/listing/business-schema";
import { toast } from "~/web/components/ui/toast";
import { api } from "~/web/lib/api";
import type { BusinessFormData } from "./form-values";
import { type LogoChoice, logoChange } from "./logo-choice";

/** POST /businesses: the new business. */
export const createBusiness = (data: BusinessFormData) => api.createBusiness(data);

/** PATCH /businesses/{id} with the fields that changed. */
export const updateBusiness = (id: string, patch: Partial<BusinessFormData>) => api.updateBusiness(id, patch);

/**
 * Uploads or removes the logo once the business is saved (a new business needs its id first). A
 * failure is told ('Upload Error') and leaves the business as saved.
 */
export async function saveLogo(
  business: Business,
  choice: LogoChoice,
  onProgress?: (fraction: number) => void,
): Promise<Business> {
  const change = logoChange(choice);
  if (!change) return business;
  try {
    return "upload" in change
      ? await api.uploadBusinessLogo(business.id, change.upload, onProgress)
      : await api.removeBusinessLogo(business.id);
  } catch (error) {
    console.warn("Logo not saved", error);
    toast.error("Upload Error", { description: "Failed to upload logo" });
    return business;
  }
}
