import { Form } from "react-router";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { useOpportunityWords } from "./opportunity-words";

// A native label and select styled as the forms' Label and Select: the list's script does without the label
// library the form fields bring (the page holds its 150 kB budget).
const LABEL = "text-sm font-medium text-stone-800";
const SELECT =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 md:text-sm";

type OpportunityFiltersProps = {
  category: string | undefined;
  location: string | undefined;
  naics: string | undefined;
};

/** Category, location and NAICS prefix as query parameters: a plain GET form, so it works before JavaScript too. */
export function OpportunityFilters({ category, location, naics }: OpportunityFiltersProps) {
  const t = useT();
  const to = useLocalPath();
  const words = useOpportunityWords();
  return (
    <Form
      method="get"
      action={to("/opportunities")}
      role="search"
      aria-label={t("Filter opportunities")}
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_12rem_auto]"
    >
      <div className="space-y-1.5">
        <label htmlFor="opportunity-category" className={LABEL}>
          {t("Category")}
        </label>
        <select
          id="opportunity-category"
          name="category"
          defaultValue={category ?? "all"}
          key={category ?? "all"}
          className={SELECT}
        >
          <option value="all">{t("All Categories")}</option>
          {OPPORTUNITY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {words.category(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="opportunity-location" className={LABEL}>
          {t("Location")}
        </label>
        <Input
          id="opportunity-location"
          name="location"
          defaultValue={location ?? ""}
          key={location ?? ""}
          placeholder={t("City or state")}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="opportunity-naics" className={LABEL}>
          {t("NAICS code")}
        </label>
        <Input
          id="opportunity-naics"
          name="naics"
          inputMode="numeric"
          defaultValue={naics ?? ""}
          key={naics ?? ""}
          placeholder={t("2 to 6 digits, e.g. 5415")}
        />
      </div>
      <Button type="submit" variant="outline">
        <Icon name="search" className="h-4 w-4" />
        {t("Filter")}
      </Button>
    </Form>
  );
}
