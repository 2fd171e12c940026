import { z } from "zod";
import { NAICS_EDITION, NAICS_PREFIX, PROCUREMENT_MESSAGES } from "~/domain/procurement/procurement-rules";
import { textSchema } from "~/domain/shared/text-schema";
import { OPPORTUNITY_CATEGORIES } from "./opportunity-rules";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** GET /api/v1/opportunities and the /opportunities page: the filters and the page, from a query string. */
export const opportunityListQuerySchema = z.object({
  category: z.preprocess(
    (value) => (value === "all" ? undefined : blankToUndefined(value)),
    z.enum(OPPORTUNITY_CATEGORIES, { message: "Choose a category from the list" }).optional(),
  ),
  location: z.preprocess(blankToUndefined, textSchema().trim().max(200).optional()),
  naics: z
    .preprocess(
      blankToUndefined,
      z
        .string({ message: PROCUREMENT_MESSAGES.naicsPrefix })
        .trim()
        .regex(NAICS_PREFIX, { message: PROCUREMENT_MESSAGES.naicsPrefix })
        .optional(),
    )
    .describe(
      `Opportunities with a ${NAICS_EDITION} code beginning with these 2 to 6 digits ` +
        '(the sector "54", down to the industry "541511").',
    ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type OpportunityListQuery = z.output<typeof opportunityListQuerySchema>;
