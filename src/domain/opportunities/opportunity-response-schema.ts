import { z } from "zod";
import { CERTIFICATION_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import {
  RESPONSE_DECISIONS,
  RESPONSE_LIMITS,
  RESPONSE_MESSAGES,
  RESPONSE_STATUSES,
} from "./opportunity-response-rules";
import { OPPORTUNITY_LIMITS, OPPORTUNITY_MESSAGES } from "./opportunity-rules";

const messageSchema = textSchema({ message: RESPONSE_MESSAGES.message })
  .overwrite(stripMarkup)
  .min(1, { message: RESPONSE_MESSAGES.message })
  .max(RESPONSE_LIMITS.message, { message: RESPONSE_MESSAGES.messageTooLong });

/** A price quote in dollars: a number or numeric text; empty is none (null). */
const quoteSchema = z
  .union([z.number(), z.string(), z.null()], { message: OPPORTUNITY_MESSAGES.budgetNumber })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
      return null;
    const n = typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > OPPORTUNITY_LIMITS.budget) {
      ctx.addIssue({ code: "custom", message: "Enter a price of at least $0" });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

const showNameSchema = z.boolean({ message: "Must be true or false" });

/** POST /opportunities/{id}/responses: an owner answers for one of their active businesses. */
export const responseFormSchema = z.strictObject({
  business_id: z
    .string({ message: RESPONSE_MESSAGES.business })
    .min(1, { message: RESPONSE_MESSAGES.business }),
  message: messageSchema,
  quote: quoteSchema,
  show_name_if_awarded: showNameSchema.optional().default(false),
});
export type ResponseFormValues = z.input<typeof responseFormSchema>;
export type ResponseFormData = z.output<typeof responseFormSchema>;

/** PATCH /opportunities/{id}/responses/{responseId}: its author changes any of these until the deadline. */
export const responsePatchSchema = z
  .strictObject({ message: messageSchema, quote: quoteSchema, show_name_if_awarded: showNameSchema })
  .partial();
export type ResponsePatch = z.output<typeof responsePatchSchema>;

/** POST …/decision: the poster shortlists, declines (with an optional note) or awards an answer. */
export const responseDecisionSchema = z.strictObject({
  decision: z.enum(RESPONSE_DECISIONS, { message: "Choose shortlisted, declined or awarded" }),
  note: textSchema()
    .overwrite(stripMarkup)
    .max(RESPONSE_LIMITS.note, { message: RESPONSE_MESSAGES.noteTooLong })
    .nullable()
    .optional()
    .transform((note) => note || null),
});
export type ResponseDecisionInput = z.output<typeof responseDecisionSchema>;

export const responseFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  /** A signed link that expires (an hour). */
  url: z.string(),
});

/** An answer as its author, the poster and admins read it. */
export const opportunityResponseSchema = z.object({
  id: z.string(),
  opportunity_id: z.string(),
  business: z.object({
    id: z.string(),
    name: z.string(),
    tier: z.enum(TIERS),
    certification_status: z.enum(CERTIFICATION_STATUSES),
    /** The NAICS codes of its procurement profile, with their titles. */
    naics: z.array(z.object({ code: z.string(), title: z.string() })),
    /** Its one-page capability statement (PDF). */
    capability_statement_url: z.string(),
  }),
  message: z.string(),
  quote: z.number().nullable(),
  show_name_if_awarded: z.boolean(),
  status: z.enum(RESPONSE_STATUSES),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  files: z.array(responseFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpportunityResponse = z.infer<typeof opportunityResponseSchema>;

/** GET …/responses/mine: the caller's answers to this opportunity, and the active businesses they may answer for. */
export const myResponsesSchema = z.object({
  items: z.array(opportunityResponseSchema),
  businesses: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether the caller may answer now: it is open, and not their own. */
  can_answer: z.boolean(),
});
export type MyResponses = z.infer<typeof myResponsesSchema>;
