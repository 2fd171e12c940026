import { type KeyboardEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import {
  INTEREST_LIMITS,
  INTEREST_MESSAGES,
  opportunityInterestsSchema,
} from "~/domain/opportunities/opportunity-interests-schema";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { type OpportunityInterests, saveOpportunityInterests } from "~/web/lib/api/me";
import { useOpportunityWords } from "./opportunity-words";

type Category = OpportunityInterests["categories"][number];

/**
 * The opportunity categories and places a user wants alerts about, whatever their tier (saved
 * together with Save). Preferred members hear of every opportunity; this is how the others do.
 * The choices are a form's draft, from the loader's `initial`; Save shows what the server kept and
 * reads the page again, so the tab shows them when it is opened again.
 */
export function OpportunityInterestsCard({
  initial,
  contractNotifications,
  contractAlertsInApp,
}: {
  initial: OpportunityInterests;
  contractNotifications: boolean;
  contractAlertsInApp: boolean;
}) {
  const t = useT();
  const words = useOpportunityWords();
  const [categories, setCategories] = useState<Category[]>(initial.categories);
  const [locations, setLocations] = useState<string[]>(initial.locations);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();

  function toggle(category: Category, on: boolean) {
    setCategories(on ? [...categories, category] : categories.filter((c) => c !== category));
  }

  function addLocation() {
    const place = draft.trim();
    setDraft("");
    if (!place || locations.some((l) => l.toLowerCase() === place.toLowerCase())) return;
    if (locations.length >= INTEREST_LIMITS.locations) return setError(INTEREST_MESSAGES.locations);
    setError(null);
    setLocations([...locations, place]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addLocation();
  }

  async function save() {
    const parsed = opportunityInterestsSchema.safeParse({ categories, locations });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? INTEREST_MESSAGES.locations);
    setError(null);
    setSaving(true);
    try {
      const saved = await saveOpportunityInterests(parsed.data);
      setCategories(saved.categories);
      setLocations(saved.locations);
      toast.success(t("Opportunity interests saved"));
      await revalidator.revalidate();
    } catch (e) {
      const fields = e instanceof ApiError ? Object.values(e.fields) : [];
      setError(fields[0] ?? null);
      toast.error(t("Failed to save opportunity interests"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="md:col-span-2" aria-labelledby="opportunity-alerts-title">
      <CardTitle id="opportunity-alerts-title">{t("Opportunity Alerts")}</CardTitle>
      <CardDescription>
        {t(
          "Preferred members are alerted to every new contract opportunity. Whatever your tier, you also get alerts for opportunities that match the categories and locations you save here.",
        )}
      </CardDescription>
      {!contractNotifications && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-stone-800" role="note">
          {contractAlertsInApp
            ? t("Contract Notifications are off, so alerts come only in the bell, not by e-mail.")
            : t(
                "Contract Notifications are off, so no alerts are sent. Switch them on above to receive them.",
              )}
        </p>
      )}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-stone-900">{t("Categories")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {OPPORTUNITY_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-10 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={categories.includes(category)}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              {words.category(category)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 space-y-2">
        <Label htmlFor="interest-location">{t("Locations")}</Label>
        <p id="interest-location-hint" className="text-xs text-stone-500">
          {t(
            "Up to {count} places, such as a city or state; an opportunity matches when its location contains one of them.",
            { count: INTEREST_LIMITS.locations },
          )}
        </p>
        <div className="flex gap-2">
          <Input
            id="interest-location"
            value={draft}
            maxLength={INTEREST_LIMITS.location}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("e.g. Atlanta")}
            aria-describedby={error ? "interest-location-hint interests-error" : "interest-location-hint"}
          />
          <Button type="button" variant="outline" onClick={addLocation}>
            {t("Add")}
          </Button>
        </div>
        {locations.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t("Saved locations")}>
            {locations.map((place) => (
              <li
                key={place}
                className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 ps-3 pe-1 text-sm text-stone-800"
              >
                {place}
                <button
                  type="button"
                  onClick={() => setLocations(locations.filter((other) => other !== place))}
                  className="rounded-full p-1 text-stone-500 hover:bg-stone-200 hover:text-stone-900"
                  aria-label={t("Remove {item}", { item: place })}
                >
                  <Icon name="x" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id="interests-error" className="mt-3 text-sm text-ember-600" role="alert">
          {t(error as MessageId)}
        </p>
      )}
      <Button type="button" className="mt-4" onClick={() => void save()} disabled={saving}>
        {saving ? t("Saving...") : t("Save interests")}
      </Button>
    </Card>
  );
}
