import type { BusinessFormData, BusinessFormValues } from "~/domain/businesses/business-form-schema";
import {
  type Business,
  type BusinessHours,
  isManagedBusiness,
  WEEKDAYS,
} from "~/domain/businesses/business-schema";
import type { BusinessTemplate } from "~/domain/businesses/business-templates";
import { COUNTRIES, findCountry } from "~/domain/places/countries";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { businessTextOf } from "./business-text";

export type { BusinessFormData, BusinessFormValues };

/** Spec default: a day is open from 09:00 to 17:00. */
export const DEFAULT_OPEN = "09:00";
export const DEFAULT_CLOSE = "17:00";

/** Every weekday open at the default hours: the hours editor always holds the whole week. */
export function defaultWeekHours(): Required<BusinessHours> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: DEFAULT_OPEN, close: DEFAULT_CLOSE, closed: false }]),
  ) as Required<BusinessHours>;
}

/** The country option a stored country belongs to (the USA is stored as "USA"). */
export function countryOptionName(stored: string | null | undefined): string {
  return findCountry(stored)?.name ?? COUNTRIES[0]!.name;
}

/** A new business: United States, Free tier, the default week, the zone of the country. */
export function emptyBusinessForm(): BusinessFormValues {
  const country = COUNTRIES[0]!.name;
  return {
    name: "",
    category: "",
    sub_category: "",
    description: "",
    country,
    address: "",
    city: "",
    state: "",
    zip_code: "",
    phone: "",
    email: "",
    website: "",
    business_hours: defaultWeekHours(),
    time_zone: defaultTimeZone(country, ""),
    certification_tier: "Free",
    show_area_only: false,
  };
}

/** 'Use This Template': a new form with the template's seven fields filled in. */
export function templateForm(template: BusinessTemplate): BusinessFormValues {
  const values = { ...emptyBusinessForm(), ...template.fields };
  return { ...values, time_zone: defaultTimeZone(values.country, values.state) };
}

/**
 * A saved business as the form edits it (days without hours get the default week's). The pin is
 * not among the values: only a pin the owner drops is sent (the map's part of the form sets it).
 */
export function businessToForm(business: Business): BusinessFormValues {
  return {
    ...businessTextOf(business),
    category: business.category,
    sub_category: business.sub_category ?? "",
    country: countryOptionName(business.country),
    business_hours: { ...defaultWeekHours(), ...business.business_hours },
    time_zone: business.time_zone,
    certification_tier: business.certification_tier,
    show_area_only: isManagedBusiness(business) && business.show_area_only,
  };
}
