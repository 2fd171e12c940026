import { z } from "zod";
import { NAICS_EDITION, PROCUREMENT_LIMITS } from "~/domain/procurement/procurement-rules";
import { naicsCodesSchema } from "~/domain/procurement/procurement-schema";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import {
  earliestToday,
  OPPORTUNITY_CATEGORIES,
  OPPORTUNITY_LIMITS,
  OPPORTUNITY_MESSAGES,
  type OpportunityCategory,
} from "./opportunity-rules";

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-US")} characters`;

/** Trimmed text with markup removed, then its length rules. */
function clean(label: string, max: number, requiredMessage?: string) {
  const base = textSchema({ message: requiredMessage ?? "Must be text" }).overwrite(stripMarkup);
  const sized = requiredMessage ? base.min(1, { message: requiredMessage }) : base;
  return sized.max(max, { message: tooLong(label, max) });
}

/** An optional value: empty means none (null), so a form can clear it. */
function optional<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal("").transform(() => null), z.null(), schema])
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value));
}

/** A budget in dollars: a number or numeric text (a form's input); empty inputs are none (null). */
const optionalBudget = z
  .union([z.number(), z.string(), z.null()], { message: OPPORTUNITY_MESSAGES.budgetNumber })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
      return null;
    const n = typeof value === "number" ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: OPPORTUNITY_MESSAGES.budgetNumber });
      return z.NEVER;
    }
    if (n < 0) ctx.addIssue({ code: "custom", message: OPPORTUNITY_MESSAGES.budgetNegative });
    else if (n > OPPORTUNITY_LIMITS.budget)
      ctx.addIssue({ code: "custom", message: OPPORTUNITY_MESSAGES.budgetTooLarge });
    return Math.round(n * 100) / 100;
  });

const deadlineSchema = z
  .string({ message: OPPORTUNITY_MESSAGES.deadline })
  .trim()
  .pipe(z.iso.date({ message: OPPORTUNITY_MESSAGES.deadline }))
  .refine((date) => date >= earliestToday(new Date()), { message: OPPORTUNITY_MESSAGES.deadlinePast });

/** One of the six categories (the OpenAPI enum is the domain's list); empty means none. */
const categorySchema = z
  .union([z.enum(OPPORTUNITY_CATEGORIES), z.literal("")], { message: OPPORTUNITY_MESSAGES.category })
  .nullable()
  .optional()
  .transform((value): OpportunityCategory | null => value || null);

/** Requirements as chips: sanitised, empty ones and repeats (ignoring case) dropped, then counted. */
const requirementsSchema = z
  .array(textSchema(), { message: "Requirements must be a list of text" })
  .max(1_000, { message: OPPORTUNITY_MESSAGES.requirements })
  .transform((items) => distinctRequirements(items.map(stripMarkup)))
  .refine((items) => items.length <= OPPORTUNITY_LIMITS.requirements, {
    message: OPPORTUNITY_MESSAGES.requirements,
  })
  .refine((items) => items.every((item) => item.length <= OPPORTUNITY_LIMITS.requirement), {
    message: OPPORTUNITY_MESSAGES.requirement,
  });

/** Non-empty items, the first of each set of repeats (ignoring case and surrounding spaces). */
export function distinctRequirements(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

const NAICS_CODES_DESCRIPTION =
  `Up to ${PROCUREMENT_LIMITS.naics} six-digit industry codes of the ${NAICS_EDITION} list (GET /naics); a code ` +
  "outside the list is refused. Owners of active businesses whose procurement profile has one of them are alerted.";

const fields = {
  title: clean("Title", OPPORTUNITY_LIMITS.title, OPPORTUNITY_MESSAGES.title),
  company_name: clean("Company name", OPPORTUNITY_LIMITS.company_name, OPPORTUNITY_MESSAGES.company_name),
  description: optional(clean("Description", OPPORTUNITY_LIMITS.description)),
  budget_min: optionalBudget,
  budget_max: optionalBudget,
  deadline: optional(deadlineSchema),
  location: optional(clean("Location", OPPORTUNITY_LIMITS.location)),
  category: categorySchema,
  requirements: requirementsSchema.optional().transform((items) => items ?? []),
  naics_codes: naicsCodesSchema
    .optional()
    .transform((codes) => codes ?? [])
    .describe(NAICS_CODES_DESCRIPTION),
};

type Budgets = { budget_min?: number | null; budget_max?: number | null };

/** min ≤ max when both are given; the error sits on budget_max. */
export function budgetsInOrder({ budget_min, budget_max }: Budgets): boolean {
  return budget_min == null || budget_max == null || budget_min <= budget_max;
}

/**
 * The 'Create New Opportunity' form (part 2 §5): the same rules in the browser (react-hook-form)
 * and on the server (POST /api/v1/opportunities). Unknown keys (created_by, is_active, …) are refused.
 */
export const opportunityFormSchema = z.strictObject(fields).refine(budgetsInOrder, {
  message: OPPORTUNITY_MESSAGES.budgetOrder,
  path: ["budget_max"],
});
export type OpportunityFormValues = z.input<typeof opportunityFormSchema>;
export type OpportunityFormData = z.output<typeof opportunityFormSchema>;

/**
 * PATCH /api/v1/opportunities/{id}: any of the form's fields, each under its rule, and is_active
 * (false closes it). The budget order is checked against the stored values by the service.
 */
export const opportunityPatchSchema = z
  .strictObject({
    title: fields.title,
    company_name: fields.company_name,
    description: fields.description,
    budget_min: fields.budget_min,
    budget_max: fields.budget_max,
    deadline: fields.deadline,
    location: fields.location,
    category: fields.category,
    requirements: requirementsSchema,
    naics_codes: naicsCodesSchema.describe(NAICS_CODES_DESCRIPTION),
    is_active: z.boolean({ message: "is_active must be true or false" }),
    /** Cancelling withdraws it for good; awarding is a decision on an answer (decision 056). */
    status: z.literal("cancelled", { message: "status can only be set to cancelled" }),
  })
  .partial();
export type OpportunityPatch = z.output<typeof opportunityPatchSchema>;
