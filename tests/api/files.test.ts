import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** GET with the path sent exactly as written (fetch would normalise dot segments). */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe.each(engines())("files on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { storage } = server.runtime;
    await storage.put("public/logos/demo.png", PNG, "image/png");
    await storage.put("public/misc/page.html", Buffer.from("<script>alert(1)</script>"), "text/html");
    await storage.put("private/documents/b1/license.pdf", Buffer.from("%PDF-1.4 test"), "application/pdf");
  });
  afterAll(() => server.close());

  it("serves a public file with its type, a long cache and nosniff", async () => {
    const url = server.runtime.storage.publicUrl("public/logos/demo.png");
    const res = await server.api(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it("sends active content as a download, never as a page", async () => {
    const res = await server.api("/files/public/misc/page.html");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="page.html"');
  });

  it("answers 404 for a missing file and for paths outside the store", async () => {
    for (const path of [
      "/files/public/logos/nothing.png",
      "/files/public/..%2f..%2fpackage.json",
      "/files/public/logos/..%5c..%5cpackage.json",
      "/files/private/..%2F..%2Fpackage.json",
      "/files/elsewhere/x.png",
    ]) {
      const res = await rawGet(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body).error.code, path).toBe("not_found");
    }
  });

  it("serves a private file only through a valid signed link", async () => {
    const key = "private/documents/b1/license.pdf";
    const signed = server.runtime.storage.signedUrl(key, 3600);
    const ok = await server.api(signed);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(await ok.text()).toBe("%PDF-1.4 test");

    const bare = await server.api(`/files/${key}`);
    expect(bare.status).toBe(403);
    expect((await bare.json()).error.code).toBe("forbidden");

    const tampered = signed.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 60}`);
    expect((await server.api(tampered)).status).toBe(403);

    const otherKey = signed.replace("b1/license.pdf", "b2/license.pdf");
    expect((await server.api(otherKey)).status).toBe(403);
  });

  it("shows a private PDF inline in a frame of our own pages only, and saves it with ?download", async () => {
    const signed = server.runtime.storage.signedUrl("private/documents/b1/license.pdf", 3600);
    const inline = await server.api(signed);
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("content-disposition")).toBe("inline");
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
    expect(inline.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const policy = inline.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");

    const saved = await server.api(`${signed}&download=1`);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("content-type")).toBe("application/pdf");
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="license.pdf"');
    expect(saved.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await saved.text()).toBe("%PDF-1.4 test");

    // The download parameter is no key: without a valid signature the document stays refused.
    expect((await server.api("/files/private/documents/b1/license.pdf?download=1")).status).toBe(403);
  });

  it("lets no page of another site frame anything, and none of ours frame more than the documents", async () => {
    for (const path of ["/api/health", server.runtime.storage.publicUrl("public/logos/demo.png")]) {
      const res = await server.api(path);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("refuses a signed link once it has expired", async () => {
    const signed = server.runtime.storage.signedUrl("private/documents/b1/license.pdf", 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await server.api(signed);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("This link is invalid or has expired.");
  });
});
