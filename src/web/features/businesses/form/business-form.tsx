import { useEffect, useId, useMemo, useState } from "react";
import { Controller, type FieldErrors as FormErrors, type Path } from "react-hook-form";
import { BUSINESS_MESSAGES } from "~/domain/businesses/business-form-schema";
import { type Business, isManagedBusiness } from "~/domain/businesses/business-schema";
import { mayChangeTier } from "~/domain/certification/certification-lists";
import type { MessageId } from "~/domain/languages/catalogs";
import { COUNTRIES, findCountry } from "~/domain/places/countries";
import { Button } from "~/web/components/ui/button";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { toast } from "~/web/components/ui/toast";
import { useSessionUser } from "~/web/features/accounts/session-user";
import { type Translate, useT } from "~/web/features/languages/language-context";
import { ForBuyersFields } from "~/web/features/procurement/for-buyers-fields";
import { OtherCertificationsEditor } from "~/web/features/procurement/other-certifications-editor";
import { draftHasContent, draftToBody } from "~/web/features/procurement/procurement-draft";
import { useProcurementDraft } from "~/web/features/procurement/use-procurement-draft";
import { ImageUpload } from "~/web/features/uploads/image-upload";
import { createBusiness, updateBusiness } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import { saveProcurement } from "~/web/lib/api/procurement";
import type { BusinessFormData, BusinessFormValues } from "./form-values";
import { HoursEditor } from "./hours-editor";
import { LocationOnMap } from "./location-on-map";
import type { LogoValue } from "./logo-choice";
import { saveLogo } from "./save-business";
import { TierChoice } from "./tier-choice";
import { timeZoneOptions } from "./time-zones";
import { useBusinessForm } from "./use-business-form";

type BusinessFormProps = {
  initial: BusinessFormValues;
  /** The business being edited; none for a new one. */
  business?: Business;
  categories: readonly string[];
  onSaved(business: Business): void;
  onCancel?(): void;
};

const TIME_ZONE_HINT =
  "Opening hours are read in this time zone. It follows the country and region until you choose one.";

/** The on-submit rules (part 2 §5) are toasts too, titled with their message. */
const TOAST_RULES: string[] = [
  BUSINESS_MESSAGES.invalidEmail,
  BUSINESS_MESSAGES.invalidPhone,
  BUSINESS_MESSAGES.invalidWebsite,
];

function toastRuleErrors(messages: (string | undefined)[], t: Translate) {
  for (const message of new Set(messages)) {
    if (message && TOAST_RULES.includes(message)) toast.error(t(message as MessageId));
  }
}

/** Top-level fields the owner changed (a patch sends only those). */
function changedFields(data: BusinessFormData, dirty: object): Partial<BusinessFormData> {
  const keys = Object.keys(dirty).filter((key) => key in data) as (keyof BusinessFormData)[];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

/** The business form of the dashboard: create (POST, then the logo) or edit (PATCH, then the logo). */
export function BusinessForm({ initial, business, categories, onSaved, onCancel }: BusinessFormProps) {
  const id = useId();
  const t = useT();
  const user = useSessionUser();
  const { form, chooseTimeZone } = useBusinessForm(initial);
  const saved = business !== undefined && isManagedBusiness(business) ? business : undefined;
  const { register, control, handleSubmit, setError, watch, formState } = form;
  // Read while rendering: react-hook-form tracks only the parts of formState a render reads.
  const { errors, isSubmitting, dirtyFields } = formState;
  const [logo, setLogo] = useState<LogoValue>(business?.logo_url ?? null);
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  // A chosen logo that was refused blocks saving until it is removed or replaced (nothing half-made).
  const [logoRefused, setLogoRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const editing = business !== undefined;
  const buyers = useProcurementDraft(business?.id);
  const [buyerErrors, setBuyerErrors] = useState<Record<string, string>>({});

  // The selects are controlled (value from the form's state): their options change with the form.
  const countryName = watch("country");
  const country = findCountry(countryName);
  const category = watch("category");
  const zone = watch("time_zone");
  const categoryOptions = useMemo(
    () => (category && !categories.includes(category) ? [category, ...categories] : categories),
    [categories, category],
  );
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);

  useEffect(() => {
    form.setFocus("name");
  }, [form]);

  function refused(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(t("Authentication Required"), {
        description: t("Please log in to create a business listing"),
      });
      return;
    }
    const message = error instanceof Error ? error.message : t("Please try again.");
    if (error instanceof ApiError) {
      const values = form.getValues();
      const unplaced: string[] = [];
      for (const [key, text] of Object.entries(error.fields)) {
        const top = key.split(".")[0]!;
        if (top in values) setError(key as Path<BusinessFormValues>, { type: "server", message: text });
        else unplaced.push(text);
      }
      setFormError(unplaced[0] ?? null);
      toastRuleErrors(Object.values(error.fields), t);
    }
    if (editing) toast.error(t("Failed to update business"), { description: message });
    else toast.error(t("Error"), { description: t("Failed to create business: {message}", { message }) });
  }

  async function submit(data: BusinessFormData) {
    setFormError(null);
    if (logoRefused) {
      document.getElementById(f("logo"))?.focus();
      return;
    }
    if (!user) {
      toast.error(t("Authentication Required"), {
        description: t("Please log in to create a business listing"),
      });
      return;
    }
    // An edit saves "For buyers" first: refused, nothing is saved and its errors show in the section.
    if (business && buyers.draft && buyers.dirty && !(await saveBuyers(business.id))) return;
    try {
      let saved: Business;
      if (business) {
        const patch = changedFields(data, dirtyFields);
        saved = Object.keys(patch).length > 0 ? await updateBusiness(business.id, patch) : business;
      } else {
        saved = await createBusiness(data);
      }
      saved = await saveLogo(saved, logo, setLogoProgress, t).finally(() => setLogoProgress(null));
      // A new business has its id only now; a refusal here leaves it created, told in a toast.
      if (!business && buyers.draft && draftHasContent(buyers.draft)) await saveBuyers(saved.id);
      toast.success(editing ? t("Business updated") : t("Business created"), {
        description: editing
          ? t("{name} has been updated.", { name: saved.name })
          : t("{name} has been added to your businesses.", { name: saved.name }),
      });
      onSaved(saved);
    } catch (error) {
      refused(error);
    }
  }

  /** Saves the "For buyers" section; false (its errors shown) when the server refuses it. */
  async function saveBuyers(businessId: string): Promise<boolean> {
    setBuyerErrors({});
    try {
      await saveProcurement(businessId, draftToBody(buyers.draft!));
      return true;
    } catch (error) {
      if (error instanceof ApiError) setBuyerErrors(error.fields);
      toast.error(t("The For buyers section was not saved"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
      return false;
    }
  }

  function invalid(found: FormErrors<BusinessFormValues>) {
    toastRuleErrors([found.email?.message, found.phone?.message, found.website?.message], t);
  }

  const shown = (message: string | undefined) => (message ? t(message as MessageId) : undefined);
  const err = (name: keyof BusinessFormValues) => shown(errors[name]?.message);
  const hoursErrors = Object.fromEntries(
    Object.entries(errors.business_hours ?? {}).flatMap(([day, value]) => {
      const v = value as { message?: string; open?: { message?: string }; close?: { message?: string } };
      return [
        [day, shown(v?.message)],
        [`${day}.open`, shown(v?.open?.message)],
        [`${day}.close`, shown(v?.close?.message)],
      ];
    }),
  );
  const f = (name: string) => `${id}-${name}`;
  const stateLabel = t((country?.stateLabel ?? "State") as MessageId);
  const postalLabel = t(country?.postalLabel ?? "Zip Code");

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, invalid)}
      className="space-y-6"
      aria-label={t("Business form")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={f("name")}
          label={t("Business Name")}
          required
          error={err("name")}
          className="sm:col-span-2"
        >
          <Input {...controlProps(f("name"), { error: err("name"), required: true })} {...register("name")} />
        </Field>
        <Field id={f("category")} label={t("Category")} required error={err("category")}>
          <Select
            {...controlProps(f("category"), { error: err("category"), required: true })}
            {...register("category")}
            value={category}
          >
            <option value="">{t("Select a category")}</option>
            {categoryOptions.map((title) => (
              <option key={title} value={title}>
                {t(title as MessageId)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={f("sub_category")} label={t("Sub Category")} error={err("sub_category")}>
          <Input
            {...controlProps(f("sub_category"), { error: err("sub_category") })}
            {...register("sub_category")}
          />
        </Field>
        <Field
          id={f("description")}
          label={t("Description")}
          error={err("description")}
          className="sm:col-span-2"
        >
          <Textarea
            rows={4}
            {...controlProps(f("description"), { error: err("description") })}
            {...register("description")}
          />
        </Field>
        <Field id={f("country")} label={t("Country")} required error={err("country")}>
          <Select
            {...controlProps(f("country"), { error: err("country"), required: true })}
            {...register("country")}
            value={countryName}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.name}>
                {t(c.name as MessageId)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={f("address")} label={t("Address")} required error={err("address")}>
          <Input
            autoComplete="street-address"
            {...controlProps(f("address"), { error: err("address"), required: true })}
            {...register("address")}
          />
        </Field>
        <Field id={f("city")} label={t("City")} required error={err("city")}>
          <Input
            autoComplete="address-level2"
            {...controlProps(f("city"), { error: err("city"), required: true })}
            {...register("city")}
          />
        </Field>
        <Field id={f("state")} label={stateLabel} required error={err("state")}>
          <Input
            autoComplete="address-level1"
            {...controlProps(f("state"), { error: err("state"), required: true })}
            {...register("state")}
          />
        </Field>
        <Field id={f("zip_code")} label={postalLabel} required error={err("zip_code")}>
          <Input
            autoComplete="postal-code"
            {...controlProps(f("zip_code"), { error: err("zip_code"), required: true })}
            {...register("zip_code")}
          />
        </Field>
        <Field id={f("phone")} label={t("Phone Number")} required error={err("phone")}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...controlProps(f("phone"), { error: err("phone"), required: true })}
            {...register("phone")}
          />
        </Field>
        <Field id={f("email")} label={t("Business Email")} error={err("email")}>
          <Input
            type="email"
            autoComplete="email"
            {...controlProps(f("email"), { error: err("email") })}
            {...register("email")}
          />
        </Field>
        <Field id={f("website")} label={t("Website")} error={err("website")}>
          <Input
            type="url"
            placeholder={t("https://")}
            {...controlProps(f("website"), { error: err("website") })}
            {...register("website")}
          />
        </Field>
        <Field
          id={f("time_zone")}
          label={t("Time Zone")}
          error={err("time_zone")}
          hint={t(TIME_ZONE_HINT)}
          className="sm:col-span-2"
        >
          <Select
            {...controlProps(f("time_zone"), { error: err("time_zone"), hint: t(TIME_ZONE_HINT) })}
            {...register("time_zone", { onChange: chooseTimeZone })}
            value={zone}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <Controller
        control={control}
        name="pin"
        render={({ field }) => (
          <LocationOnMap
            id={f("location")}
            areaOnly={register("show_area_only")}
            unplaced={saved?.unplaced === true && field.value == null}
            pin={{
              value:
                field.value ??
                (saved?.position ? { lat: saved.position.lat, lng: saved.position.lng } : null),
              onChange: field.onChange,
            }}
          />
        )}
      />

      <Controller
        control={control}
        name="business_hours"
        render={({ field }) => (
          <HoursEditor id={f("hours")} value={field.value} onChange={field.onChange} errors={hoursErrors} />
        )}
      />

      <ImageUpload
        id={f("logo")}
        label={t("Business Logo")}
        value={logo}
        onChange={setLogo}
        onRefusedChange={setLogoRefused}
        progress={logoProgress}
        recommendedSize="200x200"
        disabled={isSubmitting}
      />

      {buyers.draft ? (
        <ForBuyersFields
          id={f("buyers")}
          value={buyers.draft}
          onChange={buyers.setDraft}
          errors={buyerErrors}
        >
          <OtherCertificationsEditor
            id={f("other-certs")}
            businessId={business?.id}
            initial={buyers.otherCertifications}
          />
        </ForBuyersFields>
      ) : (
        <p role="status" className="text-sm text-stone-600">
          {buyers.error ?? t("Loading the For buyers section…")}
        </p>
      )}

      <Controller
        control={control}
        name="certification_tier"
        render={({ field }) => (
          <TierChoice
            name={f("tier")}
            value={field.value}
            onChange={field.onChange}
            error={err("certification_tier")}
            locked={business !== undefined && !mayChangeTier(business)}
          />
        )}
      />

      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-ember-600">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t("Cancel")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {editing
            ? isSubmitting
              ? t("Updating...")
              : t("Update Business")
            : isSubmitting
              ? t("Creating...")
              : t("Create Business")}
        </Button>
      </div>
    </form>
  );
}
