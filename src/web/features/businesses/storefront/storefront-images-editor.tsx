import { useState } from "react";
import type { Business } from "~/domain/businesses/business-schema";
import { useT } from "~/web/features/languages/language-context";
import { ImageUpload } from "~/web/features/uploads/image-upload";
import {
  removeBusinessBanner,
  removeBusinessLogo,
  uploadBusinessBanner,
  uploadBusinessLogo,
} from "~/web/lib/api/businesses";

type StorefrontImagesEditorProps = { business: Business; onSaved(business: Business): void };

const urlOnly = (value: File | string | null) => (typeof value === "string" ? value : null);

/** The logo and banner of an existing storefront: each upload or removal is saved at once. */
export function StorefrontImagesEditor({ business, onSaved }: StorefrontImagesEditorProps) {
  const t = useT();
  const [logo, setLogo] = useState(business.logo_url);
  const [banner, setBanner] = useState(business.images[0] ?? null);
  const { id } = business;
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-stone-900">{t("Logo and Banner")}</legend>
      <p className="text-sm text-stone-600">
        {t("A new or removed image is saved as soon as you choose it.")}
      </p>
      <ImageUpload
        id="edit-logo"
        label={t("Logo")}
        value={logo}
        onChange={(value) => setLogo(urlOnly(value))}
        recommendedSize={t("200x200, PNG or JPG")}
        failureMessage={t("Failed to upload logo")}
        upload={async (file, onProgress) => {
          const saved = await uploadBusinessLogo(id, file, onProgress);
          onSaved(saved);
          return saved.logo_url;
        }}
        remove={async () => onSaved(await removeBusinessLogo(id))}
      />
      <ImageUpload
        id="edit-banner"
        label={t("Banner")}
        value={banner}
        onChange={(value) => setBanner(urlOnly(value))}
        recommendedSize={t("1200x400, PNG or JPG")}
        failureMessage={t("Failed to upload banner")}
        shape="wide"
        upload={async (file, onProgress) => {
          const saved = await uploadBusinessBanner(id, file, onProgress);
          onSaved(saved);
          return saved.images[0] ?? null;
        }}
        remove={async () => onSaved(await removeBusinessBanner(id))}
      />
    </fieldset>
  );
}
