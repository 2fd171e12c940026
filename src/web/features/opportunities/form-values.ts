import type { OpportunityFormValues } from "~/domain/opportunities/opportunity-form-schema";
import type { Opportunity } from "~/web/lib/api/opportunities";

export const EMPTY_OPPORTUNITY: OpportunityFormValues = {
  title: "",
  company_name: "",
  description: "",
  budget_min: "",
  budget_max: "",
  deadline: "",
  location: "",
  category: "",
  requirements: [],
  naics_codes: [],
};

/** An opportunity as the form edits it (empty text for what it lacks). */
export function opportunityToForm(o: Opportunity): OpportunityFormValues {
  return {
    title: o.title,
    company_name: o.company_name,
    description: o.description ?? "",
    budget_min: o.budget_min === null ? "" : String(o.budget_min),
    budget_max: o.budget_max === null ? "" : String(o.budget_max),
    deadline: o.deadline ?? "",
    location: o.location ?? "",
    category: o.category ?? "",
    requirements: o.requirements,
    naics_codes: o.naics.map((n) => n.code),
  };
}
