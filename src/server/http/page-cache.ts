import { getSessionCookie } from "better-auth/cookies";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "./app-env";
import { acceptsGzip, deflatePieces, gzipJoined } from "./stitched-gzip";

/**
 * Pages that read nothing personal and change only with the directory (or never): the same for every
 * visitor (but for the cookie banner, keyed apart). The business page too: the writes that change it
 * change the business's row (its reviews' figures included), but for an owner's reply or a review's
 * reworded text, which a visitor may see up to the kept time late; its views are counted whether it is
 * rendered or answered from memory (`onAnsweredFromMemory`). Not the certificate check (always live),
 * the opportunities (they change without the directory version), nor forms with per-visitor state.
 * Each language's version of a page (/fr/businesses) is kept apart, by its path.
 */
const CACHEABLE_PAGES =
  /^\/(?:(?:fr|es|ar)(?:\/|$))?(?:|businesses|directory|business\/[^/]+|about|privacy-policy|terms-of-use|cookie-policy|eula|sitemap\.xml|sitemaps\/[^/]+|robots\.txt)$/;
const CONSENT_COOKIE = "ujamaa_consent";
const WROTE_COOKIE = "ujamaa_wrote";
const MAX_BYTES = 64 * 1024 * 1024;
/** What a kept page keeps of its first answer's headers; the rest (security, request id) are each response's own. */
const KEPT_HEADERS = new Set(["content-type", "content-language", "link"]);

type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The body's bytes between the occurrences of its CSP nonce (encoded once, not per answer). */
  parts: Buffer[];
  /** The same parts deflated once, for answers gzipped without compressing them again (stitched-gzip.ts). */
  deflated: Buffer[];
  size: number;
  freshUntil: number;
};

export type PageCacheResult = "hit" | "stale" | "miss";

/** The page a URL names, without React Router's data suffix (/directory.data, /_root.data for /). */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Anonymous pages answered from memory: the server renders a page a visitor asks for at most once
 * per `ttlMs` and directory version (any change to a business shows within a second), and equal
 * requests that arrive while it renders wait for that one rendering. Past `ttlMs` (and up to twice
 * it) a kept page is still answered while one request renders its successor in the background, so
 * that a busy page never makes every visitor wait for its renewal. A visitor with a session, or
 * who wrote a moment ago, always gets a fresh page. The CSP nonce in a kept page is replaced by
 * each response's own; a client that accepts gzip gets the page deflated once at keeping, its nonce
 * stitched in. Answers say `public, s-maxage` so that a CDN in front may keep them too, with
 * `Vary: Cookie, Accept-Encoding` (decision 047).
 */
export function createPageCache({
  ttlMs,
  directoryVersion,
  onAnswer = () => {},
  onAnsweredFromMemory = () => {},
}: {
  ttlMs: number;
  directoryVersion: () => Promise<number> | number;
  /** Told how each page that may be kept was answered (the metrics count them); `miss`: rendered for it. */
  onAnswer?: (result: PageCacheResult) => void;
  /** Told of each request answered with a kept page (`page`: its path without `.data`), which rendered nothing. */
  onAnsweredFromMemory?: (c: Context<AppEnv>, page: string) => void;
}) {
  const kept = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.size + 1,
    ttl: ttlMs * 2,
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const cacheControl = `public, max-age=0, s-maxage=${Math.ceil(ttlMs / 1000)}, stale-while-revalidate=${Math.ceil((ttlMs * 6) / 1000)}`;

  const answer = (page: CachedPage, nonce: string | undefined, state: PageCacheResult, gzip: boolean) => {
    onAnswer(state);
    const headers = new Headers(page.headers);
    headers.set("cache-control", cacheControl);
    headers.set("vary", "Cookie, Accept-Encoding");
    headers.set("x-page-cache", state);
    const nonceBytes = Buffer.from(nonce ?? "");
    if (gzip) headers.set("content-encoding", "gzip");
    const body = gzip
      ? gzipJoined(page.parts, page.deflated, nonceBytes)
      : page.parts.length === 1
        ? page.parts[0]!
        : Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      status: page.status,
      headers,
    });
  };

  /** Renders the page once for everyone asking `key` meanwhile; `own` is the rendering's response. */
  function renderOnce(key: string, nonce: string | undefined, render: () => Promise<Response>) {
    let own: Response | undefined;
    const work = (async () => {
      own = await render();
      if (
        own.status !== 200 ||
        own.headers.has("set-cookie") ||
        /no-store|private/.test(own.headers.get("cache-control") ?? "")
      ) {
        return null;
      }
      const body = await own.text();
      const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
      const page: CachedPage = {
        status: own.status,
        headers: [...own.headers].filter(([name]) => KEPT_HEADERS.has(name)),
        parts,
        deflated: deflatePieces(parts),
        size: body.length,
        freshUntil: Date.now() + ttlMs,
      };
      kept.set(key, page);
      return page;
    })().finally(() => rendering.delete(key));
    rendering.set(key, work);
    return { work, own: () => own };
  }

  return {
    async serve(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
      const headers = c.req.raw.headers;
      if (
        ttlMs <= 0 ||
        c.req.method !== "GET" ||
        !CACHEABLE_PAGES.test(pagePath(c.req.path)) ||
        getSessionCookie(headers) ||
        getCookie(c, WROTE_COOKIE)
      ) {
        return render();
      }
      // Without the version (the database is down), the page renders and shows its own error.
      const version = await Promise.resolve()
        .then(directoryVersion)
        .catch(() => null);
      if (version === null) return render();
      const nonce = c.get("secureHeadersNonce");
      const gzip = acceptsGzip(c.req.header("accept-encoding"));
      const url = new URL(c.req.url);
      const key = `${version}|${getCookie(c, CONSENT_COOKIE) ?? ""}|${url.pathname}${url.search}`;
      const fromMemory = (page: CachedPage, state: "hit" | "stale") => {
        onAnsweredFromMemory(c, pagePath(c.req.path));
        return answer(page, nonce, state, gzip);
      };
      const hit = kept.get(key);
      if (hit) {
        if (hit.freshUntil > Date.now()) return fromMemory(hit, "hit");
        if (!rendering.has(key)) {
          const renewal = renderOnce(key, nonce, render);
          renewal.work.then(
            (page) => {
              if (!page) void renewal.own()?.body?.cancel();
            },
            () => null,
          );
        }
        return fromMemory(hit, "stale");
      }

      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared) return fromMemory(shared, "hit");
        onAnswer("miss");
        return render();
      }
      const { work, own } = renderOnce(key, nonce, render);
      const page = await work;
      if (page) return answer(page, nonce, "miss", gzip);
      onAnswer("miss");
      return own()!;
    },
  };
}
