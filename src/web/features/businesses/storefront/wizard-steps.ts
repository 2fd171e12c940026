import type { FieldPath } from "react-hook-form";
import type { StorefrontValues } from "~/domain/businesses/business-form-schema";
import type { MessageId } from "~/domain/languages/catalogs";

/** Title and description are messages of the catalogues, shown through `t`. */
type WizardStep = {
  title: MessageId;
  description: MessageId;
  fields: readonly FieldPath<StorefrontValues>[];
};

/** The wizard's four steps (part 1 §2) and the fields each one checks before moving on. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: "Basic Information",
    description: "Tell people what your business is and how to reach it.",
    fields: ["name", "description", "category", "email", "phone"],
  },
  {
    title: "Visual Identity",
    description: "Add a logo and a banner so your storefront stands out. You can skip this step.",
    fields: [],
  },
  {
    title: "Online Presence",
    description: "Where people can find you online and in person. Every field here is optional.",
    fields: [
      "website",
      "social_media.facebook",
      "social_media.instagram",
      "social_media.twitter",
      "social_media.linkedin",
      "address",
      "city",
      "state",
      "zip_code",
      "show_area_only",
      "pin",
    ],
  },
  {
    title: "Preview & Publish",
    description: "Check your storefront, then publish it to the directory.",
    fields: [],
  },
];

/** The step (0-based) that holds a field, for taking the owner to the first field in error. */
export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((step) =>
    step.fields.some((f) => f === field || f.startsWith(`${field}.`)),
  );
  return index === -1 ? 0 : index;
}
