import { z } from "zod";
import { naicsIndustrySchema } from "~/domain/procurement/procurement-schema";
import { OPPORTUNITY_CATEGORIES } from "./opportunity-rules";
import { STORED_OPPORTUNITY_STATUSES } from "./opportunity-status";

/** A contract opportunity as the API answers it (part 2 §3). */
export const opportunitySchema = z.object({
  id: z.string(),
  title: z.string(),
  company_name: z.string(),
  description: z.string().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  location: z.string().nullable(),
  category: z.enum(OPPORTUNITY_CATEGORIES).nullable(),
  requirements: z.array(z.string()),
  /** The list its NAICS codes come from (NAICS_EDITION). */
  naics_edition: z.string(),
  /** Its NAICS codes (up to ten, possibly none), each with its title and sector. */
  naics: z.array(naicsIndustrySchema),
  /** 'yyyy-mm-dd'; listed through that day anywhere on Earth. */
  deadline: z.string().nullable(),
  is_active: z.boolean(),
  /** open, closed (by its poster or its deadline), awarded or cancelled, as of the answer (decision 056). */
  status: z.enum(STORED_OPPORTUNITY_STATUSES),
  /** The winning business's name, when awarded and the winner agreed to show it; else null. */
  awarded_to: z.string().nullable(),
  created_at: z.string(),
  /** Whether the caller may edit and close it (its poster or an admin). */
  can_manage: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;
