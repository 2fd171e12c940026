import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessCategories, businesses } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(engines())("foundation API on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { BODY_LIMIT_BYTES: "1024" });
    const db = server.database.db;
    await db.insert(businessCategories).values([
      { title: "Restaurant", slug: "restaurant", iconName: "utensils" },
      { title: "Hotel", slug: "hotel", iconName: "building" },
      { title: "Education", slug: "education", iconName: "graduation-cap" },
    ]);
    await db.insert(businesses).values([
      { name: "A", category: "Restaurant", categorySlug: "restaurant" },
      { name: "B", category: "Restaurant", categorySlug: "restaurant" },
      { name: "C", category: "Hotel", categorySlug: "hotel" },
      { name: "D", category: "Hotel", categorySlug: "hotel", isActive: false },
    ]);
  });
  afterAll(() => server.close());

  it("answers the health check", async () => {
    const res = await server.api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("lists categories by count with real counts of active businesses", async () => {
    const res = await server.api("/api/v1/categories");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(3);
    expect(body.next).toBeNull();
    expect(body.items.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
      ["restaurant", 2],
      ["hotel", 1],
      ["education", 0],
    ]);
    expect(Object.keys(body.items[0]).sort()).toEqual([
      "count",
      "created_at",
      "icon_name",
      "id",
      "slug",
      "title",
    ]);
  });

  it("keeps counts current when a business changes category or is deactivated", async () => {
    const db = server.database.db;
    const { eq } = await import("drizzle-orm");
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.name, "A"));
    await db
      .update(businesses)
      .set({ isActive: true, categorySlug: "education" })
      .where(eq(businesses.name, "D"));
    const body = await (await server.api("/api/v1/categories?order=title")).json();
    expect(body.items.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
      ["education", 1],
      ["hotel", 1],
      ["restaurant", 1],
    ]);
  });

  it("rejects a wrong query parameter with the error shape and field errors", async () => {
    const res = await server.api("/api/v1/categories?order=price");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation");
    expect(body.error.fields.order).toMatch(/count|title/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it("rejects malformed JSON with 400 and the error shape", async () => {
    const res = await server.api("/api/v1/businesses/00000000-0000-4000-8000-000000000000/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation");
    expect(body.error.message).toMatch(/malformed json/i);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await server.api("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  it("rejects an oversized body with 413", async () => {
    const res = await server.api("/api/v1/categories", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("sends security headers", async () => {
    const res = await server.api("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("describes the API in OpenAPI and a readable reference", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/categories"].get.summary).toBe("List business categories");
    const page = await (await server.api("/api/docs")).text();
    expect(page).toContain("/api/v1/categories");
  });
});
