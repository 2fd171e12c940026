import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { opportunityFormSchema } from "~/domain/opportunities/opportunity-form-schema";
import {
  INTEREST_MESSAGES,
  opportunityInterestsSchema,
} from "~/domain/opportunities/opportunity-interests-schema";
import { RESPONSE_MESSAGES, RESPONSE_STATUS_LABELS } from "~/domain/opportunities/opportunity-response-rules";
import { responseFormSchema } from "~/domain/opportunities/opportunity-response-schema";
import { OPPORTUNITY_CATEGORIES, OPPORTUNITY_MESSAGES } from "~/domain/opportunities/opportunity-rules";
import { OPPORTUNITY_STATUS_LABELS } from "~/domain/opportunities/opportunity-status";
import { PROCUREMENT_MESSAGES } from "~/domain/procurement/procurement-rules";
import { NUL_NOT_ALLOWED } from "~/domain/shared/text-schema";
import { FILE_TOO_BIG } from "./answer-form";
import { categoryLabel } from "./category-label";

/** What /opportunities and /opportunities/{id} load: the root's namespaces and their own. */
const onOpportunityPages = new Set<string>(
  (["layout", "categories", "privacy", "opportunities", "procurement"] as const).flatMap(
    (namespace) => NAMESPACES[namespace].ids,
  ),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const missing = (messages: string[]) => messages.filter((message) => !onOpportunityPages.has(message));

describe("the messages the opportunity pages show but do not write themselves", () => {
  it("every check of the opportunity form's schema is in a catalogue the pages load", () => {
    const shown = [
      ...messagesOf(opportunityFormSchema.safeParse({ title: "", company_name: "" })),
      ...messagesOf(
        opportunityFormSchema.safeParse({
          title: "A".repeat(201),
          company_name: "B".repeat(201),
          description: "C".repeat(5_001),
          location: "D".repeat(201),
          budget_min: "ten",
          budget_max: -1,
          deadline: "tomorrow",
          category: "cooking",
          requirements: ["x".repeat(201)],
          naics_codes: ["54"],
        }),
      ),
      ...messagesOf(opportunityFormSchema.safeParse({ title: "\u0000A", company_name: 3, budget_min: 1e12 })),
      ...messagesOf(
        opportunityFormSchema.safeParse({ title: "A", company_name: "B", budget_min: 9, budget_max: 1 }),
      ),
      ...messagesOf(
        opportunityFormSchema.safeParse({ title: "A", company_name: "B", deadline: "2000-01-01" }),
      ),
      ...messagesOf(
        opportunityFormSchema.safeParse({
          title: "A",
          company_name: "B",
          requirements: Array.from({ length: 21 }, (_, i) => `r${i}`),
          naics_codes: Array.from({ length: 11 }, (_, i) => String(541511 + i)),
        }),
      ),
      ...messagesOf(opportunityFormSchema.safeParse({ title: "A", company_name: "B", requirements: "x" })),
      ...messagesOf(
        opportunityFormSchema.safeParse({ title: "A", company_name: "B", naics_codes: ["541511", "541511"] }),
      ),
    ];
    expect(shown.length).toBeGreaterThan(15);
    expect(missing(shown)).toEqual([]);
  });

  it("every check of the answer form's schema is in one too", () => {
    const shown = [
      ...messagesOf(responseFormSchema.safeParse({ business_id: "", message: "", quote: "-3" })),
      ...messagesOf(
        responseFormSchema.safeParse({ message: "x".repeat(5_001), quote: {}, show_name_if_awarded: "yes" }),
      ),
      ...messagesOf(responseFormSchema.safeParse({ business_id: "b", message: "\u0000" })),
    ];
    expect(shown.length).toBeGreaterThan(5);
    expect(missing(shown)).toEqual([]);
  });

  it("every message the domain and the forms name for these pages is in one too", () => {
    const named = [
      ...Object.values(OPPORTUNITY_MESSAGES),
      RESPONSE_MESSAGES.message,
      RESPONSE_MESSAGES.messageTooLong,
      RESPONSE_MESSAGES.noteTooLong,
      RESPONSE_MESSAGES.business,
      RESPONSE_MESSAGES.fileType.message,
      RESPONSE_MESSAGES.tooManyFiles,
      RESPONSE_MESSAGES.closed,
      RESPONSE_MESSAGES.duplicate,
      RESPONSE_MESSAGES.ownOpportunity,
      FILE_TOO_BIG,
      NUL_NOT_ALLOWED,
      PROCUREMENT_MESSAGES.naicsFormat,
      PROCUREMENT_MESSAGES.naicsTooMany,
      PROCUREMENT_MESSAGES.naicsRepeated,
      PROCUREMENT_MESSAGES.naicsUnknown,
      ...Object.values(OPPORTUNITY_STATUS_LABELS),
      ...Object.values(RESPONSE_STATUS_LABELS),
      ...OPPORTUNITY_CATEGORIES.map(categoryLabel),
    ];
    expect(missing(named)).toEqual([]);
  });

  it("the opportunity alerts' checks are in the opportunities catalogue (the settings page loads it)", () => {
    const own = new Set<string>(NAMESPACES.opportunities.ids);
    const shown = [
      ...messagesOf(
        opportunityInterestsSchema.safeParse({ categories: ["cooking"], locations: ["x".repeat(201)] }),
      ),
      ...messagesOf(
        opportunityInterestsSchema.safeParse({ categories: [], locations: ["a", "b", "c", "d", "e", "f"] }),
      ),
      ...Object.values(INTEREST_MESSAGES),
    ];
    expect(shown.filter((message) => !own.has(message))).toEqual([]);
  });
});
