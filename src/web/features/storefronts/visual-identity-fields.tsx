import { ImageUpload } from "~/web/features/shared/image-upload";

type VisualIdentityFieldsProps = {
  logo: File | null;
  banner: File | null;
  onLogo(file: File | null): void;
  onBanner(file: File | null): void;
};

const fileOnly = (value: File | string | null) => (value instanceof File ? value : null);

/** The wizard's step 2: a logo and a banner, both optional, held until the storefront exists. */
export function VisualIdentityFields({ logo, banner, onLogo, onBanner }: VisualIdentityFieldsProps) {
  return (
    <div className="space-y-6">
      <ImageUpload
        id="wizard-logo"
        label="Logo"
        value={logo}
        onChange={(value) => onLogo(fileOnly(value))}
        recommendedSize="200x200, PNG or JPG"
      />
      <ImageUpload
        id="wizard-banner"
        label="Banner"
        value={banner}
        onChange={(value) => onBanner(fileOnly(value))}
        recommendedSize="1200x400, PNG or JPG"
        shape="wide"
      />
    </div>
  );
}
