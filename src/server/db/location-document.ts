const words = (column: string, weight: string) =>
  `setweight(to_tsvector('simple', translate(f_unaccent(coalesce(${column}, '')), '/-.@:', '     ')), '${weight}')`;

/**
 * A business's place as a weighted full-text document: city A, state B, address C, postcode D (the
 * stored column businesses.location_vector). Accents go first (f_unaccent), so "Medina" finds
 * "Médina"; then `/ - . @ :` become spaces, so "30312-1234", "Winston-Salem" or "St.Louis" are words
 * as typed rather than the parser's signed numbers, compounds or host names; locationTsQuery
 * (services/search) splits a typed location, its accents dropped the same way, likewise.
 */
export const LOCATION_DOCUMENT = `(${words("city", "A")} || ${words("state", "B")} || ${words("address", "C")} || ${words("zip_code", "D")})`;

/**
 * The same document without the street address: what an area-only business may be found by. A search
 * tests it only for the area-only rows the stored document matched, so a street's words never find a
 * business that keeps its street private.
 */
export const AREA_LOCATION_DOCUMENT = `(${words("city", "A")} || ${words("state", "B")} || ${words("zip_code", "D")})`;
