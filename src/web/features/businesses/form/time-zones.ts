import { isTimeZone } from "~/domain/businesses/business-form-schema";

let zones: string[] | null = null;

/** The browser's IANA zones (Area/City, and UTC), with the current one kept even if the browser lacks it. */
export function timeZoneOptions(current: string | undefined): string[] {
  zones ??= [
    "UTC",
    ...Intl.supportedValuesOf("timeZone").filter((zone) => zone.includes("/") && isTimeZone(zone)),
  ];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
