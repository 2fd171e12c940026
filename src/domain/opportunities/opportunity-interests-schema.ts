import { z } from "zod";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import { OPPORTUNITY_CATEGORIES, OPPORTUNITY_LIMITS } from "./opportunity-rules";

/** How many places an owner may save, and how long each may be. */
export const INTEREST_LIMITS = { locations: 5, location: OPPORTUNITY_LIMITS.location } as const;

export const INTEREST_MESSAGES = {
  category: "Choose categories from the list",
  locations: `At most ${INTEREST_LIMITS.locations} locations`,
  location: `Each location must be at most ${INTEREST_LIMITS.location} characters`,
} as const;

/**
 * What an owner wants to hear about: any of the six categories, and a few places (free text, markup
 * removed, empty and repeated entries dropped — the same place in other letter case counts once).
 */
export const opportunityInterestsSchema = z
  .object({
    categories: z
      .array(z.enum(OPPORTUNITY_CATEGORIES, { message: INTEREST_MESSAGES.category }), {
        message: INTEREST_MESSAGES.category,
      })
      .max(OPPORTUNITY_CATEGORIES.length, { message: INTEREST_MESSAGES.category })
      .transform((list) => [...new Set(list)]),
    locations: z
      .array(
        textSchema({ message: INTEREST_MESSAGES.location })
          .overwrite(stripMarkup)
          .max(INTEREST_LIMITS.location, { message: INTEREST_MESSAGES.location }),
        { message: INTEREST_MESSAGES.locations },
      )
      .max(INTEREST_LIMITS.locations * 4, { message: INTEREST_MESSAGES.locations })
      .transform((list, ctx) => {
        const seen = new Set<string>();
        const kept = list.filter((place) => {
          const key = place.toLowerCase();
          if (!place || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        if (kept.length > INTEREST_LIMITS.locations) {
          ctx.addIssue({ code: "custom", message: INTEREST_MESSAGES.locations });
          return z.NEVER;
        }
        return kept;
      }),
  })
  .strict();

export type OpportunityInterestsInput = z.input<typeof opportunityInterestsSchema>;
export type OpportunityInterests = z.output<typeof opportunityInterestsSchema>;
