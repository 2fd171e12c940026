import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { useProductionServer } from "../support/production-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const ACCEPTS = { "accept-encoding": "gzip, deflate, br" };

describe("the production server's compression", { timeout: 90_000 }, () => {
  const server = useProductionServer();

  it("gzips pages as they are sent", async () => {
    const res = await fetch(`${server().url}/directory`, { headers: ACCEPTS });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await res.text()).toContain("</html>");
  });

  it("sends the build's brotli or gzip copy of a hashed script, cached for good", async () => {
    const html = await (await fetch(`${server().url}/`)).text();
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const plain = await fetch(`${server().url}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const source = await plain.text();

    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${server().url}${script}`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Number(res.headers.get("content-length"))).toBeLessThan(source.length / 2);
      expect(await res.text()).toBe(source);
    }
  });
});

describe.each(engines())("compression of API answers on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("gzips JSON", async () => {
    const res = await server.api("/api/v1/openapi.json", { headers: ACCEPTS });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect((await res.json()).openapi).toBe("3.1.0");
  });

  it("leaves event streams and images as they are", async () => {
    const app = createApp(server.runtime);
    app.get("/events-probe", (c) => streamSSE(c, (stream) => stream.writeSSE({ data: "x".repeat(4096) })));
    app.get("/image-probe", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/webp" }));
    const events = await app.request("/events-probe", { headers: ACCEPTS });
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("content-encoding")).toBeNull();
    const image = await app.request("/image-probe", { headers: ACCEPTS });
    expect(image.headers.get("content-encoding")).toBeNull();
  });
});
