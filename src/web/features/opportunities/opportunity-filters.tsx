import { Form } from "react-router";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { Button } from "~/web/components/ui/button";
import { Select } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { useOpportunityWords } from "./opportunity-words";

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
        <Label htmlFor="opportunity-category">{t("Category")}</Label>
        <Select
          id="opportunity-category"
          name="category"
          defaultValue={category ?? "all"}
          key={category ?? "all"}
        >
          <option value="all">{t("All Categories")}</option>
          {OPPORTUNITY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {words.category(c)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="opportunity-location">{t("Location")}</Label>
        <Input
          id="opportunity-location"
          name="location"
          defaultValue={location ?? ""}
          key={location ?? ""}
          placeholder={t("City or state")}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="opportunity-naics">{t("NAICS code")}</Label>
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
