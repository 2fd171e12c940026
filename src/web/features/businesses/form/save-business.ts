import type { Business } from "~/domain/businesses/business-schema";
import { toast } from "~/web/components/ui/toast";
import type { Translate } from "~/web/features/languages/language-context";
import { removeBusinessLogo, uploadBusinessLogo } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import { type LogoValue, logoChange } from "./logo-choice";

/**
 * Uploads or removes the logo once the business is saved (a new business needs its id first). A
 * failure is told (the rule the server names, else 'Upload Error') and leaves the business as saved.
 */
export async function saveLogo(
  business: Business,
  logo: LogoValue,
  onProgress: ((percent: number) => void) | undefined,
  t: Translate,
): Promise<Business> {
  const change = logoChange(logo, business.logo_url);
  if (!change) return business;
  try {
    return "upload" in change
      ? await uploadBusinessLogo(business.id, change.upload, onProgress)
      : await removeBusinessLogo(business.id);
  } catch (error) {
    const rule = error instanceof ApiError ? error.fields.file : undefined;
    if (rule) toast.error(rule, { description: error instanceof ApiError ? error.message : undefined });
    else toast.error(t("Upload Error"), { description: t("Failed to upload logo") });
    return business;
  }
}
