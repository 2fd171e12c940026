import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories/categories";
import {
  STOREFRONT_CATEGORY_CHOICES,
  STOREFRONT_CATEGORY_VALUES,
} from "~/domain/categories/storefront-categories";
import { REVIEW_DECISIONS, REVIEW_STATUSES } from "~/domain/certification/statuses";
import { PAID_TIERS, TIERS } from "~/domain/certification/tiers";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { businessCategories } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";

type Named = { name: string };
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};
type Schema = {
  enum?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

describe.each(engines())("storefront categories on %s (decision 041)", (engine) => {
  let server: TestServer;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@vocab.test", AUTH_RATE_LIMIT: "false" });
    ({ owner } = await signInRoles(server, "vocab.test"));
    await server.database.db
      .insert(businessCategories)
      .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) => jsonCall(server, method, path, owner, body);
  const names = async (query: string) => {
    const res = await call("GET", `/api/v1/businesses?limit=50&${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()).items as Named[]).map((b) => b.name);
  };

  it("lists a storefront of each wizard choice under the category it maps onto, by slug, title, tab and count", async () => {
    for (const { label, slug } of STOREFRONT_CATEGORY_CHOICES) {
      const category = CATEGORIES.find((c) => c.slug === slug)!;
      const name = `Vocab ${label}`;
      const res = await call("POST", "/api/v1/storefronts", {
        name,
        description: "A shop.",
        category: label,
      });
      expect(res.status, label).toBe(201);
      expect(await res.json()).toMatchObject({
        category: category.title,
        category_slug: slug,
        sub_category: label === category.title ? null : label,
      });
      expect(await names(`category=${encodeURIComponent(slug)}`), label).toContain(name);
      expect(await names(`category=${encodeURIComponent(category.title)}`), label).toContain(name);
      expect(await names(`tab=${encodeURIComponent(slug)}`), label).toContain(name);
    }
    const counts = (
      (await (await call("GET", "/api/v1/categories")).json()) as { items: { slug: string; count: number }[] }
    ).items;
    for (const { slug } of STOREFRONT_CATEGORY_CHOICES) {
      const expected = STOREFRONT_CATEGORY_CHOICES.filter((c) => c.slug === slug).length;
      expect(counts.find((c) => c.slug === slug)?.count, slug).toBe(expected);
    }
  });

  it("moves a storefront when its category changes, and refuses a category outside the list", async () => {
    const created = await call("POST", "/api/v1/storefronts", {
      name: "Vocab Mover",
      description: "Moves.",
      category: "Food & Beverage",
    });
    const shop = await created.json();
    const moved = await call("PATCH", `/api/v1/storefronts/${shop.id}`, { category: "Education" });
    expect(await moved.json()).toMatchObject({
      category: "Education",
      category_slug: "education",
      sub_category: null,
    });
    expect(await names("category=education")).toContain("Vocab Mover");
    expect(await names("category=restaurant")).not.toContain("Vocab Mover");

    const refused = await call("POST", "/api/v1/storefronts", {
      name: "Nope",
      description: "x",
      category: "Plumbing",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toMatchObject({ category: "Category is required" });
  });

  it("publishes each vocabulary as its domain list in the OpenAPI document", async () => {
    const doc = (await (await server.api("/api/v1/openapi.json")).json()) as OpenApi;
    const resolve = (schema: Schema | undefined): Schema | undefined =>
      schema?.$ref ? doc.components?.schemas?.[schema.$ref.split("/").at(-1)!] : schema;
    const body = (path: string, method: string) =>
      resolve(doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema);
    // A field's enum: its own, or its alternatives' (an optional field may also be "" or null).
    const enumOf = (path: string, method: string, field: string) => {
      const schema = resolve(body(path, method)?.properties?.[field]);
      const alternatives = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
      return alternatives.map((s) => resolve(s)?.enum).find((values) => values && !values.includes(""));
    };

    expect(enumOf("/storefronts", "post", "category")).toEqual(STOREFRONT_CATEGORY_VALUES);
    expect(enumOf("/businesses", "post", "certification_tier")).toEqual([...TIERS]);
    expect(enumOf("/certification/{businessId}/applications", "post", "tier")).toEqual([...PAID_TIERS]);
    expect(enumOf("/admin/certifications/{businessId}/decision", "post", "decision")).toEqual([
      ...REVIEW_DECISIONS,
    ]);
    expect(enumOf("/admin/certification-documents/{documentId}/review", "put", "review_status")).toEqual([
      ...REVIEW_DECISIONS,
    ]);
    expect(enumOf("/opportunities", "post", "category")).toEqual([...OPPORTUNITY_CATEGORIES]);
    expect(REVIEW_STATUSES).toContain("pending");
  });
});
