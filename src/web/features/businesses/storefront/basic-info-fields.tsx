import { STOREFRONT_CATEGORY_LABELS } from "~/domain/categories/storefront-categories";
import { useT } from "~/web/features/languages/language-context";
import { SelectField, TextAreaField, TextField } from "./storefront-fields";
import type { StorefrontForm } from "./storefront-form";

type BasicInfoFieldsProps = { form: StorefrontForm; idPrefix: string };

/** Name, description and category (required), then the e-mail and phone to reach the business. */
export function BasicInfoFields({ form, idPrefix }: BasicInfoFieldsProps) {
  const t = useT();
  const { register, formState } = form;
  const errors = formState.errors;
  const current = form.getValues("category");
  // A business listed from the dashboard may have a category outside the wizard's twelve: keep it.
  const categories: readonly string[] =
    current && !STOREFRONT_CATEGORY_LABELS.some((c) => c === current)
      ? [...STOREFRONT_CATEGORY_LABELS, current]
      : STOREFRONT_CATEGORY_LABELS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-name`}
        label={t("Business Name")}
        required
        autoComplete="organization"
        placeholder={t("Your business name")}
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register("name")}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label={t("Description")}
        required
        placeholder={t("What does your business offer?")}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register("description")}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label={t("Category")}
        required
        placeholder={t("Select a category")}
        options={categories}
        error={errors.category?.message}
        className="sm:col-span-2"
        {...register("category")}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={t("Email")}
        type="email"
        autoComplete="email"
        placeholder={t("hello@yourbusiness.com")}
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={t("Phone")}
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        error={errors.phone?.message}
        {...register("phone")}
      />
    </div>
  );
}
