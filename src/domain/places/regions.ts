/**
 * The states, provinces and territories of the countries whose regions are commonly written as a
 * code (the US, Canada, Australia), with the zone most of their people live in.
 */
export type Region = { code: string; name: string; zone: string };
const r = (code: string, name: string, zone: string): Region => ({ code, name, zone });

/** Each US state, DC and territory with the zone most of its people live in. */
const US_REGIONS: Region[] = [
  r("AL", "Alabama", "America/Chicago"),
  r("AK", "Alaska", "America/Anchorage"),
  r("AZ", "Arizona", "America/Phoenix"),
  r("AR", "Arkansas", "America/Chicago"),
  r("CA", "California", "America/Los_Angeles"),
  r("CO", "Colorado", "America/Denver"),
  r("CT", "Connecticut", "America/New_York"),
  r("DE", "Delaware", "America/New_York"),
  r("DC", "District of Columbia", "America/New_York"),
  r("FL", "Florida", "America/New_York"),
  r("GA", "Georgia", "America/New_York"),
  r("HI", "Hawaii", "Pacific/Honolulu"),
  r("ID", "Idaho", "America/Boise"),
  r("IL", "Illinois", "America/Chicago"),
  r("IN", "Indiana", "America/Indiana/Indianapolis"),
  r("IA", "Iowa", "America/Chicago"),
  r("KS", "Kansas", "America/Chicago"),
  r("KY", "Kentucky", "America/New_York"),
  r("LA", "Louisiana", "America/Chicago"),
  r("ME", "Maine", "America/New_York"),
  r("MD", "Maryland", "America/New_York"),
  r("MA", "Massachusetts", "America/New_York"),
  r("MI", "Michigan", "America/Detroit"),
  r("MN", "Minnesota", "America/Chicago"),
  r("MS", "Mississippi", "America/Chicago"),
  r("MO", "Missouri", "America/Chicago"),
  r("MT", "Montana", "America/Denver"),
  r("NE", "Nebraska", "America/Chicago"),
  r("NV", "Nevada", "America/Los_Angeles"),
  r("NH", "New Hampshire", "America/New_York"),
  r("NJ", "New Jersey", "America/New_York"),
  r("NM", "New Mexico", "America/Denver"),
  r("NY", "New York", "America/New_York"),
  r("NC", "North Carolina", "America/New_York"),
  r("ND", "North Dakota", "America/Chicago"),
  r("OH", "Ohio", "America/New_York"),
  r("OK", "Oklahoma", "America/Chicago"),
  r("OR", "Oregon", "America/Los_Angeles"),
  r("PA", "Pennsylvania", "America/New_York"),
  r("RI", "Rhode Island", "America/New_York"),
  r("SC", "South Carolina", "America/New_York"),
  r("SD", "South Dakota", "America/Chicago"),
  r("TN", "Tennessee", "America/Chicago"),
  r("TX", "Texas", "America/Chicago"),
  r("UT", "Utah", "America/Denver"),
  r("VT", "Vermont", "America/New_York"),
  r("VA", "Virginia", "America/New_York"),
  r("WA", "Washington", "America/Los_Angeles"),
  r("WV", "West Virginia", "America/New_York"),
  r("WI", "Wisconsin", "America/Chicago"),
  r("WY", "Wyoming", "America/Denver"),
  r("PR", "Puerto Rico", "America/Puerto_Rico"),
  r("VI", "U.S. Virgin Islands", "America/St_Thomas"),
  r("GU", "Guam", "Pacific/Guam"),
  r("AS", "American Samoa", "Pacific/Pago_Pago"),
  r("MP", "Northern Mariana Islands", "Pacific/Saipan"),
];

/** Canada and Australia span several zones, so their provinces and states are mapped too. */
export const REGIONS_BY_COUNTRY: Record<string, Region[]> = {
  US: US_REGIONS,
  CA: [
    r("BC", "British Columbia", "America/Vancouver"),
    r("AB", "Alberta", "America/Edmonton"),
    r("SK", "Saskatchewan", "America/Regina"),
    r("MB", "Manitoba", "America/Winnipeg"),
    r("ON", "Ontario", "America/Toronto"),
    r("QC", "Quebec", "America/Toronto"),
    r("NB", "New Brunswick", "America/Halifax"),
    r("NS", "Nova Scotia", "America/Halifax"),
    r("PE", "Prince Edward Island", "America/Halifax"),
    r("NL", "Newfoundland and Labrador", "America/St_Johns"),
    r("YT", "Yukon", "America/Whitehorse"),
    r("NT", "Northwest Territories", "America/Edmonton"),
    r("NU", "Nunavut", "America/Iqaluit"),
  ],
  AU: [
    r("NSW", "New South Wales", "Australia/Sydney"),
    r("ACT", "Australian Capital Territory", "Australia/Sydney"),
    r("VIC", "Victoria", "Australia/Melbourne"),
    r("QLD", "Queensland", "Australia/Brisbane"),
    r("SA", "South Australia", "Australia/Adelaide"),
    r("WA", "Western Australia", "Australia/Perth"),
    r("TAS", "Tasmania", "Australia/Hobart"),
    r("NT", "Northern Territory", "Australia/Darwin"),
  ],
};

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .replace(/^the /, "");

/** Whether a region's code or name and a typed state are the same, in any case and spacing. */
export function sameRegionName(known: string, typed: string): boolean {
  return normalise(known) === normalise(typed);
}

/** The states, provinces and territories (of any country above) whose code or name is `typed`. */
export function regionsCalled(typed: string): Region[] {
  return Object.values(REGIONS_BY_COUNTRY)
    .flat()
    .filter((x) => sameRegionName(x.code, typed) || sameRegionName(x.name, typed));
}
