import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { useProductionServer } from "../support/production-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

function scriptSrc(res: Response): string {
  const policy = res.headers.get("content-security-policy") ?? "";
  return policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

describe("a page of the production server", { timeout: 90_000 }, () => {
  const server = useProductionServer();

  it("allows its scripts by a fresh nonce, never by 'unsafe-inline'", async () => {
    const nonces: string[] = [];
    for (const page of ["/", "/directory"]) {
      const res = await fetch(`${server().url}${page}`);
      const html = await res.text();
      const policy = scriptSrc(res);
      expect(policy).not.toContain("'unsafe-inline'");
      const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends no HSTS over plain HTTP, even in production", async () => {
    const res = await fetch(`${server().url}/`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe.each(engines())("HSTS on %s", (engine) => {
  let direct: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    direct = await startTestServer(engine);
    proxied = await startTestServer(engine, { TRUSTED_PROXY_HOPS: "1" });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it("is sent for a request that came over HTTPS", async () => {
    const res = await createApp(direct.runtime).request("https://ujamaa.example/api/health");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it("is sent behind a trusted proxy that says the client used HTTPS", async () => {
    const https = await proxied.api("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const http = await proxied.api("/api/health", { headers: { "x-forwarded-proto": "http" } });
    expect(http.headers.get("strict-transport-security")).toBeNull();
    // Only the last entry is the trusted proxy's; the one before it came from the client.
    const spoofed = await proxied.api("/api/health", { headers: { "x-forwarded-proto": "https, http" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });

  it("is not sent over HTTP, nor on a client's word without a trusted proxy", async () => {
    expect((await direct.api("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const spoofed = await direct.api("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });
});

function imgSrc(res: Response): string {
  const policy = res.headers.get("content-security-policy") ?? "";
  return policy.split(";").find((directive) => directive.trim().startsWith("img-src")) ?? "";
}

describe.each(engines())("the maps' tiles in the Content-Security-Policy on %s", (engine) => {
  let outline: TestServer;
  let tiles: TestServer;

  beforeAll(async () => {
    outline = await startTestServer(engine, { MAP_TILE_URL: "off" });
    tiles = await startTestServer(engine, { MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" });
  });
  afterAll(async () => {
    await outline.close();
    await tiles.close();
  });

  it("lets pages show the tile server's images when tiles are on", async () => {
    const res = await tiles.api("/api/health");
    expect(imgSrc(res).trim().split(/\s+/)).toEqual([
      "img-src",
      "'self'",
      "https://*.tiles.example.org",
      "data:",
      "blob:",
    ]);
  });

  it("allows no other site's images with tiles off", async () => {
    const res = await outline.api("/api/health");
    expect(imgSrc(res).trim()).toBe("img-src 'self' data: blob:");
  });
});
