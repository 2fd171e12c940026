import { sql } from "drizzle-orm";
import { CATEGORIES } from "../../../domain/categories/categories.ts";
import type { Logger } from "../../logger.ts";
import type { Db } from "../client.ts";
import { businessCategories, businesses } from "../schema.ts";
import { SAMPLE_BUSINESSES } from "./sample-businesses.ts";

/** Loads the demo data into an empty database; a database that has categories is left alone. */
export async function seedDemoData(db: Db, logger: Logger): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(businessCategories);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(businessCategories)
      .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })));
    await tx.insert(businesses).values(SAMPLE_BUSINESSES);
  });
  logger.info({ businesses: SAMPLE_BUSINESSES.length }, "demo data loaded");
}
