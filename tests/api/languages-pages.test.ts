import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { useProductionServer } from "../support/production-server";

type Answer = { status: number; location: string | null; vary: string | null; html: string };

/** The public pages in each language, and which one a visitor is sent to (decision 062). */
describe("pages in the visitor's language", () => {
  // The page cache on, as deployed: a kept English page must not reach a French reader.
  const server = useProductionServer({ PAGE_CACHE_SECONDS: "30" });

  async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${server().url}${path}`, { headers, redirect: "manual" });
    return {
      status: res.status,
      location: res.headers.get("location"),
      vary: res.headers.get("vary"),
      html: res.status >= 300 && res.status < 400 ? "" : await res.text(),
    };
  }
  const langOf = (html: string) => /<html lang="([a-z]+)" dir="(ltr|rtl)"/.exec(html)?.slice(1);

  it("serves each language under its prefix, Arabic right to left, and the English pages at the spec's paths", async () => {
    expect(langOf((await get("/businesses")).html)).toEqual(["en", "ltr"]);
    expect(langOf((await get("/fr/businesses")).html)).toEqual(["fr", "ltr"]);
    expect(langOf((await get("/es")).html)).toEqual(["es", "ltr"]);
    const arabic = await get("/ar/directory");
    expect(langOf(arabic.html)).toEqual(["ar", "rtl"]);
    expect(arabic.html).toContain(NAMESPACES.layout.ar.Information);
    expect((await get("/de/businesses")).status).toBe(404);
  });

  it("sends a first visit to the browser's language, even after the English page was kept", async () => {
    expect((await get("/directory")).status).toBe(200);
    const french = await get("/directory?keyword=soul", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(french).toMatchObject({ status: 302, location: "/fr/directory?keyword=soul" });
    expect(french.vary).toMatch(/Accept-Language/);
    const kept = await get("/directory", { "accept-language": "ar" });
    expect(kept).toMatchObject({ status: 302, location: "/ar/directory" });
    // A browser that prefers a language the site lacks, or English, reads English.
    expect((await get("/directory", { "accept-language": "de-DE,de" })).status).toBe(200);
  });

  it("follows the language chosen with the switcher before the browser's", async () => {
    expect(await get("/about", { cookie: "lang=es", "accept-language": "fr" })).toMatchObject({
      status: 302,
      location: "/es/about",
    });
    expect((await get("/about", { cookie: "lang=en", "accept-language": "fr" })).status).toBe(200);
    // A prefixed address is what the visitor asked for: it is not redirected.
    expect((await get("/fr/about", { cookie: "lang=es" })).status).toBe(200);
    // A page with one path (here the unsubscribe page, refusing a missing link) speaks the chosen language.
    expect(langOf((await get("/unsubscribe", { cookie: "lang=ar" })).html)).toEqual(["ar", "rtl"]);
  });
});
