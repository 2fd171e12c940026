import type { Business } from "~/domain/businesses/business-schema";
import { toast } from "~/web/components/ui/toast";
import type { Translate } from "~/web/features/languages/language-context";
import { uploadBusinessBanner, uploadBusinessLogo } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";

export type ImageSlot = "logo" | "banner";
export type StorefrontImages = Record<ImageSlot, File | null>;
export type UploadState = { slot: ImageSlot; percent: number } | null;

const SEND = { logo: uploadBusinessLogo, banner: uploadBusinessBanner };

/**
 * Uploads the wizard's logo and banner to the storefront just created (it needs its id first), one
 * after the other with their progress. A failure is told (the rule the server names, else 'Upload
 * Error') and leaves the storefront published without that image.
 */
export async function uploadStorefrontImages(
  business: Business,
  images: StorefrontImages,
  onProgress: (state: UploadState) => void,
  t: Translate,
): Promise<Business> {
  let saved = business;
  for (const slot of ["logo", "banner"] as const) {
    const file = images[slot];
    if (!file) continue;
    onProgress({ slot, percent: 0 });
    try {
      saved = await SEND[slot](business.id, file, (percent) => onProgress({ slot, percent }));
    } catch (error) {
      const rule = error instanceof ApiError ? error.fields.file : undefined;
      if (rule) toast.error(rule, { description: error instanceof ApiError ? error.message : undefined });
      else {
        toast.error(t("Upload Error"), {
          description: slot === "logo" ? t("Failed to upload logo") : t("Failed to upload banner"),
        });
      }
    }
  }
  onProgress(null);
  return saved;
}
