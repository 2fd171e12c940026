import { CATEGORIES } from "~/domain/categories/categories";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isLocalizedPath,
  type Language,
  pathInLanguage,
} from "~/domain/languages/languages";
import type { Runtime } from "~/server/runtime";
import {
  countActiveBusinesses,
  listSitemapBusinesses,
  sitemapPartStart,
} from "~/server/services/businesses/list-sitemap-businesses";

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;
const BATCH = 5_000;

const STATIC_PATHS = [
  "/",
  "/businesses",
  "/directory",
  "/certification",
  "/opportunities",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-of-use",
  "/cookie-policy",
  "/eula",
];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>\n`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

/** The static and category pages in `language` (another language lists only the pages it has). */
function pageEntries(origin: string, language: Language): string {
  const paths = language === DEFAULT_LANGUAGE ? STATIC_PATHS : STATIC_PATHS.filter(isLocalizedPath);
  return [
    ...paths.map((p) => urlEntry(`${origin}${pathInLanguage(p, language)}`)),
    ...CATEGORIES.map((c) =>
      urlEntry(`${origin}${pathInLanguage(`/businesses?category=${c.slug}`, language)}`),
    ),
  ].join("");
}

/** A language's sitemap files are named after it ("fr-pages.xml"); English's have no prefix. */
const fileOf = (language: Language, name: string) =>
  language === DEFAULT_LANGUAGE ? name : `${language}-${name}`;

function xmlResponse(body: BodyInit): Response {
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}

/** Streams the businesses of one part in keyset batches, so a part of 50,000 never sits in memory whole. */
function businessStream(
  runtime: Runtime,
  origin: string,
  language: Language,
  start: string | null,
  max: number,
  head: string,
) {
  const encoder = new TextEncoder();
  let after = start;
  let sent = 0;
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const rows =
        sent < max ? await listSitemapBusinesses(runtime, { after, limit: Math.min(BATCH, max - sent) }) : [];
      if (rows.length === 0) {
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
        return;
      }
      sent += rows.length;
      after = rows[rows.length - 1]?.id ?? after;
      controller.enqueue(
        encoder.encode(
          rows
            .map((r) => urlEntry(`${origin}${pathInLanguage(`/business/${r.id}`, language)}`, r.updatedAt))
            .join(""),
        ),
      );
    },
  });
}

/**
 * /sitemap.xml (English) and /sitemaps/{fr,es,ar}.xml (each language's own, decision 062): one file while
 * everything fits, else an index of parts of at most 50,000 URLs.
 */
export async function sitemapIndex(
  runtime: Runtime,
  perFile = URLS_PER_SITEMAP,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Response> {
  const origin = runtime.config.baseUrl.replace(/\/$/, "");
  const total = await countActiveBusinesses(runtime);
  const pages = STATIC_PATHS.length + CATEGORIES.length;
  if (total + pages <= perFile) {
    return xmlResponse(
      businessStream(runtime, origin, language, null, total, URLSET_OPEN + pageEntries(origin, language)),
    );
  }
  const parts = Math.ceil(total / perFile);
  const locs = [`${origin}/sitemaps/${fileOf(language, "pages.xml")}`];
  for (let k = 1; k <= parts; k++) locs.push(`${origin}/sitemaps/${fileOf(language, `businesses-${k}.xml`)}`);
  const body = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join("")}</sitemapindex>\n`;
  return xmlResponse(body);
}

/**
 * /sitemaps/pages.xml and /sitemaps/businesses-{n}.xml, the same with a language's prefix
 * ("fr-pages.xml"), and a language's own sitemap ("fr.xml"); anything else is null (404).
 */
export async function sitemapPart(
  runtime: Runtime,
  name: string,
  perFile = URLS_PER_SITEMAP,
): Promise<Response | null> {
  const origin = runtime.config.baseUrl.replace(/\/$/, "");
  const own = /^(fr|es|ar)\.xml$/.exec(name)?.[1];
  if (isLanguage(own)) return sitemapIndex(runtime, perFile, own);
  const prefixed = /^(?:(fr|es|ar)-)?(.*)$/.exec(name)!;
  const language: Language = isLanguage(prefixed[1]) ? prefixed[1] : DEFAULT_LANGUAGE;
  const rest = prefixed[2]!;
  if (rest === "pages.xml") return xmlResponse(`${URLSET_OPEN}${pageEntries(origin, language)}</urlset>\n`);
  const match = /^businesses-([1-9]\d{0,4})\.xml$/.exec(rest);
  if (!match) return null;
  const skip = (Number(match[1]) - 1) * perFile;
  const start = await sitemapPartStart(runtime, { skip });
  if (skip > 0 && start === null) return null;
  return xmlResponse(businessStream(runtime, origin, language, start, perFile, URLSET_OPEN));
}
