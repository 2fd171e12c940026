import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories/categories";
import { STOREFRONT_CATEGORY_CHOICES } from "~/domain/categories/storefront-categories";
import { CERTIFICATION_STATUSES, REVIEW_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";
import * as schema from "./schema";

const MIGRATION = new URL("./migrations/0020_one_category_list.sql", import.meta.url);

/** The migration's statements, as drizzle runs them. */
function migrationStatements(): string[] {
  return fs
    .readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

describe("the database's vocabularies are the domain's", () => {
  it("each PostgreSQL enum is its domain list", () => {
    expect(schema.tierEnum.enumValues).toEqual([...TIERS]);
    expect(schema.certificationStatusEnum.enumValues).toEqual([...CERTIFICATION_STATUSES]);
    expect(schema.reviewStatusEnum.enumValues).toEqual([...REVIEW_STATUSES]);
    expect(schema.opportunityCategoryEnum.enumValues).toEqual([...OPPORTUNITY_CATEGORIES]);
  });

  it("the migration moving storefronts out of 'other' maps each wizard choice as the domain does", () => {
    const text = fs.readFileSync(MIGRATION, "utf8");
    const rows = [...text.matchAll(/\('([^']+)', '([^']+)', '([^']+)'\)/g)].map(([, label, slug, title]) => ({
      label,
      slug,
      title,
    }));
    const expected = STOREFRONT_CATEGORY_CHOICES.filter((c) => c.slug !== "other").map((c) => ({
      label: c.label,
      slug: c.slug,
      title: CATEGORIES.find((category) => category.slug === c.slug)!.title,
    }));
    expect(rows).toEqual(expected);
  });
});

describe.each(engines())("the one-category-list migration on %s", (engine: Engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("adds Other where categories are loaded and moves storefronts saved as 'other' under their category", async () => {
    const { db } = database;
    await db.insert(schema.businessCategories).values(
      CATEGORIES.filter((c) => c.slug !== "other").map((c) => ({
        title: c.title,
        slug: c.slug,
        iconName: c.iconName,
      })),
    );
    const row = (name: string, category: string, subCategory: string | null = null) => ({
      name,
      category,
      subCategory,
      categorySlug: "other",
    });
    await db
      .insert(schema.businesses)
      .values([
        row("Zuri Bakery", "Food & Beverage"),
        row("Ledger Partners", "Finance", "Bookkeeping"),
        row("Lowercase Hotel", " hotel "),
        row("Soul Food Shack", "Soul Food"),
        row("Misc Shop", "Other"),
      ]);
    // Run twice: a second run changes nothing.
    for (let run = 0; run < 2; run++) {
      for (const statement of migrationStatements()) await db.execute(sql.raw(statement));
    }

    const moved = await db
      .select({
        name: schema.businesses.name,
        category: schema.businesses.category,
        slug: schema.businesses.categorySlug,
        sub: schema.businesses.subCategory,
      })
      .from(schema.businesses)
      .orderBy(schema.businesses.name);
    expect(moved).toEqual([
      {
        name: "Ledger Partners",
        category: "Professional Services",
        slug: "professional-services",
        sub: "Bookkeeping",
      },
      { name: "Lowercase Hotel", category: "Hotel", slug: "hotel", sub: null },
      { name: "Misc Shop", category: "Other", slug: "other", sub: null },
      { name: "Soul Food Shack", category: "Soul Food", slug: "other", sub: null },
      { name: "Zuri Bakery", category: "Restaurant", slug: "restaurant", sub: "Food & Beverage" },
    ]);
    const counts = Object.fromEntries(
      (await db.select().from(schema.businessCategories)).map((c) => [c.slug, c.count]),
    );
    expect(counts).toMatchObject({ other: 2, restaurant: 1, hotel: 1, "professional-services": 1 });
  });

  it("adds no category to an empty table (the demo seed loads the whole list)", async () => {
    const empty = await createTestDatabase(engine);
    try {
      for (const statement of migrationStatements()) await empty.db.execute(sql.raw(statement));
      expect(await empty.db.select().from(schema.businessCategories)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
