import { z } from "zod";
import { MAX_RADIUS_KM, milesToKm } from "~/domain/places/distance";
import { MAX_PLACE_QUERY_LENGTH } from "~/domain/places/place-query";
import { OTHER_CERTIFICATION_KINDS } from "~/domain/procurement/other-certification-kinds";
import { OTHER_CERTIFICATION_MESSAGES } from "~/domain/procurement/other-certification-rules";
import {
  NAICS_EDITION,
  NAICS_PREFIX,
  PROCUREMENT_MESSAGES,
  SERVICE_AREA_FILTER,
} from "~/domain/procurement/procurement-rules";
import { textSchema } from "~/domain/shared/text-schema";
import { BBOX_FORMAT, bboxText, DISTANCE_UNITS, parseBbox } from "./search-area";
import {
  hasPlace,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_SIZE,
  SEARCH_DEFAULTS,
  type SEARCH_FILTER_KEYS,
  type SEARCH_KEYS,
  type SearchQueryNames,
  SORTS,
  type Sort,
  searchFromQuery,
} from "./search-keys";

const optionalText = (max: number, label: string) =>
  textSchema()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const flag = (message: string) =>
  z
    .enum(["true", "false"], { message })
    .optional()
    .transform((v) => v === "true");

/** An optional number from a query string: blank is absent (never 0). */
const optionalNumber = (
  number: (n: z.ZodCoercedNumber<number | string>) => z.ZodCoercedNumber<number | string>,
  label: string,
) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    number(z.coerce.number<number | string>({ message: `${label} must be a number` })).optional(),
  );

const coordinate = (label: string, max: number) =>
  optionalNumber(
    (n) =>
      n
        .min(-max, `${label} must be between -${max} and ${max}`)
        .max(max, `${label} must be between -${max} and ${max}`),
    label,
  );

/** A map's view, "west,south,east,north", written back the one way (so equal views share a cache key). */
const bboxParam = textSchema({ message: BBOX_FORMAT })
  .trim()
  .max(200, BBOX_FORMAT)
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const bbox = parseBbox(v);
    if ("error" in bbox) {
      ctx.addIssue({ code: "custom", message: bbox.error });
      return z.NEVER;
    }
    return bboxText(bbox);
  });

/**
 * What a search looks for. Every key here narrows the results, so a search "is active" when any
 * of them is set. Unknown category, tier or country values are kept: they find nothing rather
 * than everything.
 */
const searchFilterSchema = z.object({
  keyword: optionalText(MAX_KEYWORD_LENGTH, "Keyword"),
  location: optionalText(MAX_KEYWORD_LENGTH, "Location"),
  category: optionalText(100, "Category"),
  country: optionalText(100, "Country"),
  tier: optionalText(20, "Tier"),
  /** A listing tab (category slug or title): keeps categories containing the tab title's part before "&". */
  tab: optionalText(100, "Tab"),
  open_now: flag("open_now must be true or false"),
  near: optionalText(MAX_PLACE_QUERY_LENGTH, "Place").describe(
    'A place as people type it: a city ("Atlanta, GA", "Lagos") or a postcode ("30303", "M5V 2T6"), found in the ' +
      "bundled gazetteer; at most 100 characters. Results are within `radius` of it, nearest first unless another " +
      "sort is asked for. Not with lat and lng. A place that cannot be found answers 404.",
  ),
  lat: coordinate("lat", 90).describe("A position to search around (WGS 84 degrees, -90 to 90), with `lng`."),
  lng: coordinate("lng", 180).describe(
    "A position to search around (WGS 84 degrees, -180 to 180), with `lat`.",
  ),
  radius: optionalNumber(
    (n) =>
      n
        .positive("radius must be more than 0")
        .max(MAX_RADIUS_KM, `radius must be at most ${MAX_RADIUS_KM} km`),
    "radius",
  ).describe(
    `How far around the place or position, in \`unit\` (kilometres by default): more than 0, at most ${MAX_RADIUS_KM} km ` +
      `(${Math.floor(MAX_RADIUS_KM / milesToKm(1))} mi). Only with a place. By default 25 miles in the US and the UK, ` +
      "40 km elsewhere (for lat and lng, the country of the nearest placed business decides); with `bbox` and no " +
      "radius, the map's view alone bounds the search.",
  ),
  bbox: bboxParam.describe(
    'A map\'s view, "west,south,east,north" in decimal degrees: only businesses whose public point lies in it. ' +
      "A view across the 180th meridian (west greater than east) is refused: ask for each side. With a place, " +
      "results are still measured from it and nearest first.",
  ),
  naics: optionalText(6, "naics")
    .refine((v) => v === undefined || NAICS_PREFIX.test(v), PROCUREMENT_MESSAGES.naicsPrefix)
    .describe(
      `Businesses whose procurement profile has a ${NAICS_EDITION} code beginning with these 2 to 6 digits ` +
        '(the sector "54", down to the industry "541511").',
    ),
  service_area: optionalText(10, "service_area")
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || SERVICE_AREA_FILTER.test(v), PROCUREMENT_MESSAGES.serviceArea)
    .describe(
      'Businesses that serve a country ("US": anywhere in it) or a region ("US-GA": that state, or the whole ' +
        "country), as their procurement profile says.",
    ),
  other_certification: optionalText(20, "other_certification")
    .transform((v) => v?.toLowerCase())
    .refine(
      (v) => v === undefined || (OTHER_CERTIFICATION_KINDS as readonly string[]).includes(v),
      OTHER_CERTIFICATION_MESSAGES.filter,
    )
    .describe(
      `Businesses holding an other certification of this kind (${OTHER_CERTIFICATION_KINDS.join(", ")}) that has ` +
        "not expired, whether or not an admin has checked it yet.",
    ),
} satisfies Record<(typeof SEARCH_FILTER_KEYS)[number], z.ZodType>);

/** The one search of businesses: the query of GET /api/v1/businesses and of the listing and directory pages. */
export const businessSearchSchema = searchFilterSchema
  .extend({
    unit: z
      .enum(DISTANCE_UNITS, { message: `unit must be ${DISTANCE_UNITS.join(" or ")}` })
      .optional()
      .describe(
        "mi or km: the unit of `radius` and of the answer's `distance_unit`. By default the searched place's " +
          "country's: miles in the US and the UK, kilometres elsewhere.",
      ),
    sort: z
      .enum(SORTS, { message: `Sort must be one of ${SORTS.join(", ")}` })
      .optional()
      .describe(
        "By default: distance (nearest first) around a place, else relevance with a keyword, else newest. " +
          "distance only with a place.",
      ),
    page: z.coerce
      .number<number | string>()
      .int()
      .min(1, "Page must be 1 or more")
      .max(10_000)
      .default(SEARCH_DEFAULTS.page),
    limit: z.coerce
      .number<number | string>()
      .int()
      .min(1, "Limit must be at least 1")
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(SEARCH_DEFAULTS.limit),
    /** With a description match as on /directory. */
    include_description: flag("include_description must be true or false"),
  } satisfies Record<Exclude<(typeof SEARCH_KEYS)[number], (typeof SEARCH_FILTER_KEYS)[number]>, z.ZodType>)
  .superRefine((search, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const position = search.lat !== undefined || search.lng !== undefined;
    if (search.lat !== undefined && search.lng === undefined) issue("lng", "lng must be given with lat");
    if (search.lng !== undefined && search.lat === undefined) issue("lat", "lat must be given with lng");
    if (search.near && position) issue("near", "Search near a place or at lat and lng, not both");
    const place = Boolean(search.near) || position;
    if (search.radius !== undefined && !place) issue("radius", "radius needs a place: near, or lat and lng");
    else if (
      search.radius !== undefined &&
      search.unit === "mi" &&
      milesToKm(search.radius) > MAX_RADIUS_KM + 1e-9
    )
      issue(
        "radius",
        `radius must be at most ${Math.floor(MAX_RADIUS_KM / milesToKm(1))} mi (${MAX_RADIUS_KM} km)`,
      );
    if (search.sort === "distance" && !place)
      issue("sort", "Sorting by distance needs a place: near, or lat and lng");
  });

/** A search as a client may write it, before parsing. */
export type BusinessSearchInput = z.input<typeof businessSearchSchema>;
/** A parsed search: trimmed, blanks dropped, defaults filled in. */
export type BusinessSearch = z.output<typeof businessSearchSchema>;
export type SearchFilter = z.output<typeof searchFilterSchema>;

/**
 * How a URL carries a search: which keys (by default all), under which parameter names when they
 * differ from the keys, the values fixed for it (added before parsing, never read from the URL), and
 * its order when the URL names none and no place is searched (around a place, nearest first).
 */
export type SearchQueryShape = SearchQueryNames & { fixed?: BusinessSearchInput; sortWithoutPlace?: Sort };

/** Parses a query string with the one schema (the shape's fixed values and order added). */
export function parseSearchQuery(params: URLSearchParams, shape: SearchQueryShape = {}) {
  const raw: Record<string, unknown> = { ...searchFromQuery(params, shape), ...shape.fixed };
  if (shape.sortWithoutPlace && raw.sort === undefined && !hasPlace(raw)) raw.sort = shape.sortWithoutPlace;
  return businessSearchSchema.safeParse(raw);
}
