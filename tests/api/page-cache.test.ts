import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { useProductionServer } from "../support/production-server";
import { cookiesOf, PASSWORD } from "./accounts-fixture";
import { BUSINESS_FORM } from "./authorization-matrix-world";

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("anonymous pages from memory (production server)", () => {
  const server = useProductionServer({ PAGE_CACHE_SECONDS: "30", AUTH_RATE_LIMIT: "false" });
  const page = (path: string, cookie = "") =>
    fetch(`${server().url}${path}`, { headers: cookie ? { cookie } : {} });

  async function owner(): Promise<string> {
    const { url } = server();
    const post = (path: string, body: unknown) =>
      fetch(`${url}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify(body),
      });
    await post("/sign-up/email", {
      email: "cache-owner@example.com",
      password: PASSWORD,
      name: "Cache Owner",
    });
    return cookiesOf(await post("/sign-in/email", { email: "cache-owner@example.com", password: PASSWORD }));
  }

  it("renders a visitor's page once, then answers it from memory with a fresh CSP nonce, cacheable by a CDN", async () => {
    const first = await page("/directory?search=kitchen");
    const second = await page("/directory?search=kitchen");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=180",
    );
    expect(second.headers.get("vary")).toMatch(/^Cookie\b/);
    const [a, b] = [nonceOf(first)!, nonceOf(second)!];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(htmlB).toContain(`nonce="${b}"`);
    expect(htmlB).not.toContain(a);
    expect(htmlB.replaceAll(b, a)).toBe(htmlA);
  });

  it("gzips a kept page for clients that accept it, each answer one stream with its own nonce", async () => {
    // node:http, so that the bytes are seen as sent (fetch would decode them).
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(
            `${server().url}/about?compressed`,
            { headers: { "accept-encoding": acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk) => chunks.push(chunk));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on("error", reject);
      });
    const plain = await raw("identity");
    const [one, two] = [await raw("gzip, deflate, br"), await raw("gzip")];
    expect(two.headers["x-page-cache"]).toBe("hit");
    for (const answer of [one, two]) {
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const nonce = (headers: http.IncomingHttpHeaders) =>
      /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1]!;
    const [html, htmlOne, htmlTwo] = [
      plain.body.toString(),
      zlib.gunzipSync(one.body).toString(),
      zlib.gunzipSync(two.body).toString(),
    ];
    expect(htmlTwo).toContain(`nonce="${nonce(two.headers)}"`);
    expect(htmlTwo.replaceAll(nonce(two.headers), nonce(plain.headers))).toBe(html);
    expect(htmlOne.replaceAll(nonce(one.headers), nonce(plain.headers))).toBe(html);
  });

  it("keeps pages with and without the cookie banner apart", async () => {
    const banner = await (await page("/about")).text();
    const answered = await page("/about", "ujamaa_consent=essential");
    expect(answered.headers.get("x-page-cache")).toBe("miss");
    // The banner's element, not its words: every page's messages carry those (decision 062).
    expect(banner).toContain('id="cookie-banner-title"');
    expect(await answered.text()).not.toContain('id="cookie-banner-title"');
  });

  it("shows a new business to visitors within a second, and never serves a signed-in visitor from memory", async () => {
    expect(await (await page("/directory?search=Lenox")).text()).not.toContain("Zuri Lenox Tailors");
    const cookie = await owner();
    const created = await fetch(`${server().url}/api/v1/businesses`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server().url, cookie },
      body: JSON.stringify({ ...BUSINESS_FORM, name: "Zuri Lenox Tailors" }),
    });
    expect(created.status).toBe(201);
    const signedIn = await page("/directory?search=Lenox", cookie);
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    expect(await signedIn.text()).toContain("Zuri Lenox Tailors");

    await new Promise((r) => setTimeout(r, 1100));
    expect(await (await page("/directory?search=Lenox")).text()).toContain("Zuri Lenox Tailors");

    // Its page too: kept for visitors, renewed by a change to the business.
    const { id } = await created.json();
    expect((await page(`/business/${id}`)).headers.get("x-page-cache")).toBe("miss");
    const kept = await page(`/business/${id}`);
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(await kept.text()).toContain("Zuri Lenox Tailors");
    const renamed = await fetch(`${server().url}/api/v1/businesses/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: server().url, cookie },
      body: JSON.stringify({ name: "Zuri Harlem Tailors" }),
    });
    expect(renamed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await (await page(`/business/${id}`)).text()).toContain("Zuri Harlem Tailors");
  });

  it("always renders the pages that check a certificate or change without the directory, and missing ones", async () => {
    for (const path of [
      "/business/00000000-0000-0000-0000-000000000000",
      "/verify/UJ-0000-000000",
      "/auth",
    ]) {
      await page(path);
      expect((await page(path)).headers.get("x-page-cache"), path).toBeNull();
    }
  });
});
