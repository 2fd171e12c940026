import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import type { MessageId } from "~/domain/languages/catalogs";
import {
  type OpportunityFormData,
  type OpportunityFormValues,
  opportunityFormSchema,
} from "~/domain/opportunities/opportunity-form-schema";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { Button } from "~/web/components/ui/button";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { NaicsPicker } from "~/web/features/procurement/naics-picker";
import { ApiError } from "~/web/lib/api/client";
import { createOpportunity, type Opportunity, updateOpportunity } from "~/web/lib/api/opportunities";
import type { NaicsSuggestion } from "~/web/lib/api/procurement";
import { EMPTY_OPPORTUNITY, opportunityToForm } from "./form-values";
import { useOpportunityWords } from "./opportunity-words";
import { RequirementsInput } from "./requirements-input";

type OpportunityFormProps = {
  /** The opportunity being edited; none for a new one. */
  opportunity?: Opportunity;
  onSaved(opportunity: Opportunity): void;
  onCancel(): void;
};

const TEXTS = {
  create: {
    submit: "Create Opportunity",
    busy: "Creating...",
    success: "Contract opportunity created and alerts sent to preferred businesses",
    failure: "Failed to create contract opportunity",
  },
  edit: {
    submit: "Save Changes",
    busy: "Saving...",
    success: "Contract opportunity updated",
    failure: "Failed to update contract opportunity",
  },
} as const;

/** The opportunity form (part 2 §5): create (POST) or edit (PATCH), under the server's own schema. */
export function OpportunityForm({ opportunity, onSaved, onCancel }: OpportunityFormProps) {
  const id = useId();
  const t = useT();
  const words = useOpportunityWords();
  const texts = opportunity ? TEXTS.edit : TEXTS.create;
  const form = useForm<OpportunityFormValues, unknown, OpportunityFormData>({
    resolver: zodResolver(opportunityFormSchema),
    defaultValues: opportunity ? opportunityToForm(opportunity) : EMPTY_OPPORTUNITY,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  // The form keeps the codes; the picker shows each with its title, known from the answer or the search.
  const [naicsTitles, setNaicsTitles] = useState(
    () => new Map((opportunity?.naics ?? []).map((n) => [n.code, n.title])),
  );
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    form.setFocus("title");
  }, [form]);

  async function submit(data: OpportunityFormData) {
    try {
      const saved = opportunity
        ? await updateOpportunity(opportunity.id, data)
        : await createOpportunity(data);
      toast.success(t("Success"), { description: t(texts.success) });
      form.reset(EMPTY_OPPORTUNITY);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.fields)) {
          // "naics_codes.1": the field's error.
          const name = key.split(".")[0]!;
          if (name in EMPTY_OPPORTUNITY)
            setError(name as Path<OpportunityFormValues>, { type: "server", message });
        }
      }
      toast.error(t("Error"), { description: t(texts.failure) });
    }
  }

  // The schema's messages are ids; the server's come in the page's language (read as they are).
  const shown = (message: string | undefined) => (message ? t(message as MessageId) : undefined);
  const err = (name: Exclude<keyof OpportunityFormValues, "naics_codes">) => shown(errors[name]?.message);
  const f = (name: string) => `${id}-${name}`;
  const text = (name: "title" | "company_name" | "location", label: string, required = false) => (
    <Field id={f(name)} label={label} required={required} error={err(name)}>
      <Input {...controlProps(f(name), { error: err(name), required })} {...register(name)} />
    </Field>
  );
  const budget = (name: "budget_min" | "budget_max", label: string) => (
    <Field id={f(name)} label={label} error={err(name)}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...controlProps(f(name), { error: err(name) })}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label={t("Opportunity form")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", t("Title"), true)}
        {text("company_name", t("Company Name"), true)}
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
        {budget("budget_min", t("Minimum Budget ($)"))}
        {budget("budget_max", t("Maximum Budget ($)"))}
        <Field id={f("deadline")} label={t("Deadline")} error={err("deadline")}>
          <Input
            type="date"
            {...controlProps(f("deadline"), { error: err("deadline") })}
            {...register("deadline")}
          />
        </Field>
        {text("location", t("Location"))}
        <Field id={f("category")} label={t("Category")} error={err("category")} className="sm:col-span-2">
          <Select {...controlProps(f("category"), { error: err("category") })} {...register("category")}>
            <option value="">{t("Select a category")}</option>
            {OPPORTUNITY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {words.category(category)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="naics_codes"
            render={({ field }) => (
              <NaicsPicker
                id={f("naics_codes")}
                value={(field.value ?? []).map((code) => ({ code, title: naicsTitles.get(code) ?? "" }))}
                onChange={(items: NaicsSuggestion[]) => {
                  setNaicsTitles(
                    (titles) => new Map([...titles, ...items.map((i) => [i.code, i.title] as const)]),
                  );
                  field.onChange(items.map((item) => item.code));
                }}
                error={shown(naicsError(errors.naics_codes))}
                hint={t(
                  "Owners whose businesses list one of these codes in For buyers are told of the opportunity.",
                )}
              />
            )}
          />
        </div>
        <Field
          id={f("requirements")}
          label={t("Requirements")}
          error={err("requirements")}
          className="sm:col-span-2"
        >
          <Controller
            control={control}
            name="requirements"
            render={({ field }) => (
              <RequirementsInput
                id={f("requirements")}
                value={field.value ?? []}
                onChange={field.onChange}
                error={err("requirements")}
              />
            )}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t(texts.busy) : t(texts.submit)}
        </Button>
      </div>
    </form>
  );
}

type MaybeError = { message?: unknown; root?: { message?: unknown } } | undefined;

/** The codes' error: the list's own (too many, repeated), or the first code's (a list of errors). */
function naicsError(error: unknown): string | undefined {
  const e = error as MaybeError;
  const own = e?.message ?? e?.root?.message;
  if (typeof own === "string") return own;
  if (!Array.isArray(error)) return undefined;
  const first = (error as MaybeError[]).find((item) => typeof item?.message === "string");
  return first?.message as string | undefined;
}
