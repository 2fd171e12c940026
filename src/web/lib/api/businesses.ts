import type { InferRequestType, InferResponseType } from "hono/client";
import type { BusinessSearch } from "~/domain/search/search-params";
import { API_V1, answer, apiErrorOf, v1 } from "./client";
import { sendForm, type UploadProgress } from "./upload";

const businessById = v1.businesses[":id"];

export type SearchPage = InferResponseType<typeof v1.businesses.$get, 200>;
export type Business = InferResponseType<(typeof businessById)["$get"], 200>;
type BusinessInput = InferRequestType<typeof v1.businesses.$post>["json"];
type BusinessPatchInput = InferRequestType<(typeof businessById)["$patch"]>["json"];
export type MyBusinessesQuery = NonNullable<InferRequestType<typeof v1.me.businesses.$get>["query"]>;
export type MyBusinessesPage = InferResponseType<typeof v1.me.businesses.$get, 200>;
export type OwnedBusiness = MyBusinessesPage["items"][number];

type SearchQuery = NonNullable<InferRequestType<typeof v1.businesses.$get>["query"]>;

/** A parsed search as the query of GET /businesses (the flags travel as "true"). */
function searchQuery({ open_now, include_description, ...search }: BusinessSearch): SearchQuery {
  return {
    ...search,
    open_now: open_now ? "true" : undefined,
    include_description: include_description ? "true" : undefined,
  };
}

export const searchBusinesses = (search: BusinessSearch) =>
  answer(v1.businesses.$get({ query: searchQuery(search) }));

export const createBusiness = (json: BusinessInput) => answer(v1.businesses.$post({ json }));

export const updateBusiness = (id: string, json: BusinessPatchInput) =>
  answer(businessById.$patch({ param: { id }, json }));

export const setBusinessActive = (id: string, isActive: boolean) =>
  answer(businessById.active.$put({ param: { id }, json: { is_active: isActive } }));

export const deleteBusiness = (id: string) => answer(businessById.$delete({ param: { id } }));

/** The signed-in user's businesses, a page at a time (admins: every business, or a search). */
export const listMyBusinesses = (query: MyBusinessesQuery) => answer(v1.me.businesses.$get({ query }));

function uploadBusinessImage(slot: "logo" | "banner", id: string, file: File, onProgress?: UploadProgress) {
  const form = new FormData();
  form.set("file", file);
  const path = `${API_V1}${businessById[slot].$path({ param: { id } })}`;
  return sendForm<InferResponseType<(typeof businessById)[typeof slot]["$put"], 200>>(
    "PUT",
    path,
    form,
    onProgress,
  );
}

/** Sets the logo (JPEG, PNG, GIF or WebP, at most 5 MB), reporting upload progress; answers the business. */
export const uploadBusinessLogo = (id: string, file: File, onProgress?: UploadProgress) =>
  uploadBusinessImage("logo", id, file, onProgress);

export const removeBusinessLogo = (id: string) => answer(businessById.logo.$delete({ param: { id } }));

/** Sets the banner (the first of images), reporting upload progress; answers the business. */
export const uploadBusinessBanner = (id: string, file: File, onProgress?: UploadProgress) =>
  uploadBusinessImage("banner", id, file, onProgress);

export const removeBusinessBanner = (id: string) => answer(businessById.banner.$delete({ param: { id } }));

/**
 * Counts a phone or website click without holding up the navigation it starts: a beacon when the
 * browser has one (it survives leaving the page), else a call whose failure is only logged.
 */
export function recordBusinessEvent(id: string, kind: "contact_click" | "website_click"): void {
  const path = `${API_V1}${businessById.events.$path({ param: { id } })}`;
  const body = new Blob([JSON.stringify({ kind })], { type: "application/json" });
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(path, body)) return;
  answer(businessById.events.$post({ param: { id }, json: { kind } })).catch((error: unknown) => {
    console.warn("Could not count the click", error);
  });
}

/**
 * The certificate of a business as a file to save: its HTML and the name the server gives it
 * (certificate-{name}.html). 404 unless the business's certification is approved and current.
 */
export async function downloadCertificate(id: string): Promise<{ file: Blob; fileName: string }> {
  const response = await businessById.certificate.$get({ param: { id } });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "certificate.html";
  return { file: await response.blob(), fileName };
}

/**
 * A search's businesses as a CSV file to save (the same filters and sort; at most the server's
 * cap, which the file's last line then names) and the dated name the server gives it.
 */
export async function downloadBusinessesCsv(
  search: BusinessSearch,
): Promise<{ file: Blob; fileName: string }> {
  const { page: _page, limit: _limit, ...filters } = searchQuery(search);
  const response = await v1["businesses.csv"].$get({ query: filters });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "ujamaa-businesses.csv";
  return { file: await response.blob(), fileName };
}
