import { useT } from "~/web/features/languages/language-context";
import { ImageUpload } from "~/web/features/uploads/image-upload";

type VisualIdentityFieldsProps = {
  logo: File | null;
  banner: File | null;
  onLogo(file: File | null): void;
  onBanner(file: File | null): void;
  /** A chosen logo or banner was refused (true) or the refusal cleared (false). */
  onRefusedChange(image: "logo" | "banner", refused: boolean): void;
};

const fileOnly = (value: File | string | null) => (value instanceof File ? value : null);

/** The wizard's step 2: a logo and a banner, both optional, held until the storefront exists. */
export function VisualIdentityFields({
  logo,
  banner,
  onLogo,
  onBanner,
  onRefusedChange,
}: VisualIdentityFieldsProps) {
  const t = useT();
  return (
    <div className="space-y-6">
      <ImageUpload
        id="wizard-logo"
        label={t("Logo")}
        value={logo}
        onChange={(value) => onLogo(fileOnly(value))}
        onRefusedChange={(refused) => onRefusedChange("logo", refused)}
        recommendedSize={t("200x200, PNG or JPG")}
      />
      <ImageUpload
        id="wizard-banner"
        label={t("Banner")}
        value={banner}
        onChange={(value) => onBanner(fileOnly(value))}
        onRefusedChange={(refused) => onRefusedChange("banner", refused)}
        recommendedSize={t("1200x400, PNG or JPG")}
        shape="wide"
      />
    </div>
  );
}
