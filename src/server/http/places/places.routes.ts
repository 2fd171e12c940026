import { createRoute, z } from "@hono/zod-openapi";
import { MAX_PLACE_QUERY_LENGTH, MAX_PLACE_SUGGESTIONS, placeTextSchema } from "~/domain/places/place-query";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { suggestPlaces } from "~/server/services/places/gazetteer";

const placeSuggestionSchema = z
  .object({
    label: z.string().openapi({ example: "Atlanta, GA, United States" }),
    lat: z.number().openapi({ example: 33.749 }),
    lng: z.number().openapi({ example: -84.38798 }),
    countryCode: z.string().openapi({ description: "ISO 3166-1 alpha-2", example: "US" }),
    kind: z.enum(["postcode", "city"]).openapi({ description: "A postcode's centroid or a city's centre" }),
  })
  .openapi("PlaceSuggestion");

const suggestRoute = createRoute({
  method: "get",
  path: "/places",
  tags: ["Places"],
  summary: "Suggest places",
  description:
    "Places for a place box, as a place is typed: US ZIP codes and Canadian postal codes by their first " +
    'characters, else cities whose name starts with the text (bigger first; "Atlanta, GA" and "Lagos, Nigeria" ' +
    `narrow by region or country), then near misses of a typo or two ("Atlnta"). At most ${MAX_PLACE_SUGGESTIONS}; ` +
    "an empty list when nothing is near. From lists bundled with the server (GeoNames, CC BY 4.0), no outside service.",
  request: {
    query: z.object({
      // describe(), not openapi(): the domain's schema is built with zod itself, which the production
      // bundle does not extend with openapi().
      q: placeTextSchema.describe(
        `What was typed, 1–${MAX_PLACE_QUERY_LENGTH} characters: "Atl", "30303", "M5V", "Decatur, Georgia"`,
      ),
    }),
  },
  responses: {
    200: {
      description: "The suggestions, best first",
      content: { "application/json": { schema: z.object({ places: z.array(placeSuggestionSchema) }) } },
    },
    ...errorResponses(400),
  },
});

export function createPlacesRoutes() {
  return createRouter().openapi(suggestRoute, async (c) => {
    const { q } = c.req.valid("query");
    const places = await suggestPlaces(q, MAX_PLACE_SUGGESTIONS);
    // The bundled lists change only with a release.
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ places }, 200);
  });
}
