import { ImagePicker } from "./image-picker";

type VisualIdentityFieldsProps = {
  logo: File | null;
  banner: File | null;
  onLogo(file: File | null): void;
  onBanner(file: File | null): void;
};

/** The wizard's step 2: a logo and a banner, both optional, uploaded once the storefront exists. */
export function VisualIdentityFields({ logo, banner, onLogo, onBanner }: VisualIdentityFieldsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <ImagePicker
        label="Logo"
        hint="Square image, recommended 200x200, PNG or JPG."
        file={logo}
        onChange={onLogo}
        shape="square"
      />
      <ImagePicker
        label="Banner"
        hint="Wide image, recommended 1200x400, PNG or JPG."
        file={banner}
        onChange={onBanner}
        shape="wide"
      />
    </div>
  );
}
