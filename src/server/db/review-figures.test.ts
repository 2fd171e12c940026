import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_EVENT_ACTIONS } from "~/domain/reviews/review-rules";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";
import * as schema from "./schema";

const MIGRATION = new URL("./migrations/0024_customer_reviews.sql", import.meta.url);

describe("the reviews' vocabulary", () => {
  it("the event enum is the domain's list", () => {
    expect(schema.reviewEventActionEnum.enumValues).toEqual([...REVIEW_EVENT_ACTIONS]);
  });
});

describe.each(engines())("a business's figures kept from its reviews on %s", (engine: Engine) => {
  let database: Database;
  let businessId: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db
      .insert(schema.users)
      .values(
        ["a", "b", "c"].map((n) => ({ id: `user-${n}`, name: `User ${n}`, email: `${n}@example.com` })),
      );
    const [row] = await database.db
      .insert(schema.businesses)
      .values({ name: "Trigger Test Cafe", category: "Restaurant" })
      .returning({ id: schema.businesses.id });
    businessId = row!.id;
  });
  afterAll(() => database.close());

  const figures = async () => {
    const [row] = await database.db
      .select({ rating: schema.businesses.rating, count: schema.businesses.reviewCount })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, businessId));
    return row;
  };
  const version = async () => {
    const [row] = await database.db.select().from(schema.directoryVersion);
    return row!.version;
  };

  it("follows reviews inserted, changed, hidden and deleted by any statement", async () => {
    const { db } = database;
    const rows = await db
      .insert(schema.reviews)
      .values([
        { businessId, authorId: "user-a", rating: 5, body: "Great" },
        { businessId, authorId: "user-b", rating: 4, body: "Good" },
        { businessId, authorId: "user-c", rating: 4, body: "Good" },
      ])
      .returning({ id: schema.reviews.id });
    expect(await figures()).toEqual({ rating: 4.3, count: 3 });
    await db.update(schema.reviews).set({ rating: 1 }).where(eq(schema.reviews.id, rows[0]!.id));
    expect(await figures()).toEqual({ rating: 3, count: 3 });
    await db.update(schema.reviews).set({ hiddenAt: new Date() }).where(eq(schema.reviews.id, rows[0]!.id));
    expect(await figures()).toEqual({ rating: 4, count: 2 });

    // A response changes no figure, so the directory's search cache stays valid.
    const before = await version();
    await db.update(schema.reviews).set({ response: "Thanks!" }).where(eq(schema.reviews.id, rows[1]!.id));
    expect(await version()).toBe(before);

    await db.delete(schema.reviews).where(sql`true`);
    expect(await figures()).toEqual({ rating: null, count: 0 });
  });

  it("the migration clears figures that were typed in rather than earned", async () => {
    const { db } = database;
    await db
      .update(schema.businesses)
      .set({ rating: 4.8, reviewCount: 312 })
      .where(eq(schema.businesses.id, businessId));
    const reset = fs
      .readFileSync(MIGRATION, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => /^(--.*\n)*UPDATE businesses SET rating = NULL/.test(s));
    expect(reset).toHaveLength(1);
    await database.raw.query(reset[0]!);
    expect(await figures()).toEqual({ rating: null, count: 0 });
  });
});
