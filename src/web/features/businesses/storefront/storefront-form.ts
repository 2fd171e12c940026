import { zodResolver } from "@hookform/resolvers/zod";
import type { UseFormReturn } from "react-hook-form";
import {
  type StorefrontData,
  type StorefrontValues,
  storefrontSchema,
} from "~/domain/businesses/business-form-schema";
import { type Business, isManagedBusiness } from "~/domain/businesses/business-schema";
import { storefrontChoiceOf } from "~/domain/categories/storefront-categories";
import { businessTextOf } from "~/web/features/businesses/form/business-text";

/** The storefront fields as a form holds them (react-hook-form with the shared schema). */
export type StorefrontForm = UseFormReturn<StorefrontValues, unknown, StorefrontData>;

export const storefrontResolver = zodResolver(storefrontSchema);

export const SOCIAL_NETWORKS = [
  { key: "facebook", label: "Facebook", placeholder: "https://facebook.com/yourbusiness" },
  { key: "instagram", label: "Instagram", placeholder: "https://instagram.com/yourbusiness" },
  { key: "twitter", label: "Twitter", placeholder: "https://twitter.com/yourbusiness" },
  { key: "linkedin", label: "LinkedIn", placeholder: "https://linkedin.com/company/yourbusiness" },
] as const;

/** Every field empty: what the wizard starts from. */
export const EMPTY_STOREFRONT: StorefrontValues = {
  name: "",
  description: "",
  category: "",
  email: "",
  phone: "",
  website: "",
  social_media: { facebook: "", instagram: "", twitter: "", linkedin: "" },
  address: "",
  city: "",
  state: "",
  zip_code: "",
  show_area_only: false,
};

/** A business's storefront fields, for the edit dialog (nothing as null: inputs hold text; no pin, as in the business form). */
export function storefrontValuesOf(business: Business): StorefrontValues {
  const social = business.social_media ?? {};
  return {
    ...businessTextOf(business),
    category: storefrontChoiceOf(business),
    social_media: {
      facebook: social.facebook ?? "",
      instagram: social.instagram ?? "",
      twitter: social.twitter ?? "",
      linkedin: social.linkedin ?? "",
    },
    show_area_only: isManagedBusiness(business) && business.show_area_only,
  };
}
