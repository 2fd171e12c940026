import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories/categories";
import type { Database } from "~/server/db/client";
import { businessCategories, businesses } from "~/server/db/schema";
import { createTestDatabase, engines } from "../../../../tests/support/test-database";
import { generateBatch } from "./bulk-generator";
import { finishBulkLoad, insertBatch, openSession, prepareBulkLoad } from "./bulk-insert";
import { loadBusinesses } from "./bulk-load";

describe.each(engines())("bulk insert on %s", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.insert(businessCategories).values(CATEGORIES.map((c) => ({ ...c })));
  });
  afterAll(() => database.close());

  /** Every business's rating and review_count are those of its reviews (and there are reviews). */
  async function expectFiguresFromReviews() {
    const result = (await database.raw.query(
      `select count(*)::int as off, (select count(*)::int from reviews) as reviews from businesses b
        left join lateral (select round(avg(rating), 1) as rating, count(*)::int as n from reviews r
                            where r.business_id = b.id and r.hidden_at is null) f on true
        where b.rating is distinct from f.rating or b.review_count <> f.n`,
    )) as { rows: { off: number; reviews: number }[] };
    expect(result.rows[0]).toMatchObject({ off: 0 });
    expect(result.rows[0]!.reviews).toBeGreaterThan(0);
  }

  async function directoryVersionNow(): Promise<number> {
    const { rows } = await database.raw.query("select version from directory_version where id = 1");
    return Number(rows[0]?.version);
  }

  /** The search's GIN indexes and whether each takes entries through a pending list. */
  async function ginFastUpdate() {
    const result = (await database.raw.query(
      `select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where i.indrelid = 'businesses'::regclass and a.amname = 'gin' order by 1`,
    )) as { rows: { name: string; options: string }[] };
    return result.rows;
  }

  it("inserts generated batches as rows and leaves category counts right", async () => {
    const direct = await ginFastUpdate();
    expect(direct).toHaveLength(6);
    const versionBefore = await directoryVersionNow();
    for (const index of direct) expect(index.options, index.name).toBe("fastupdate=false");
    const session = await openSession(database.db);
    try {
      const refresh = await prepareBulkLoad(session.client);
      for (const index of await ginFastUpdate()) expect(index.options, index.name).toBe("fastupdate=true");
      const now = new Date();
      await insertBatch(session.client, generateBatch(0, 1500, now, 1_000_000));
      await insertBatch(session.client, generateBatch(1500, 1500, now, 1_000_000));
      await finishBulkLoad(session.client, refresh);
    } finally {
      session.release();
    }
    expect(await ginFastUpdate()).toEqual(direct);
    const { db } = database;
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(businesses);
    expect(total?.n).toBe(3000);
    const [row] = await db.select().from(businesses).where(sql`certification_status = 'approved'`).limit(1);
    expect(row).toMatchObject({ ownerId: null, isVerified: true });
    expect(row?.certificateNumber).toMatch(/^UJ-\d{4}-\d{7}$/);
    const categories = await db.select().from(businessCategories);
    const [active] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(sql`is_active`);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(active?.n);
    const found = await db.execute(
      sql`select count(*)::int as n from businesses where search_vector @@ to_tsquery('simple', 'heritage')`,
    );
    expect(JSON.stringify(found)).toMatch(/"n":[1-9]/);
    // Placed on the map: the stored public point is the area's for area-only rows, the row's own else.
    const placed = await database.raw.query(
      `select count(*) filter (where map_latitude is not null)::int as placed,
              count(*) filter (where show_area_only and map_latitude is not null
                                 and map_latitude = area_latitude and map_longitude = area_longitude)::int as area_only,
              count(*) filter (where not show_area_only and map_latitude = latitude)::int as exact,
              count(distinct placed_by)::int as kinds
         from businesses`,
    );
    const figures = placed.rows[0] as { placed: number; area_only: number; exact: number; kinds: number };
    expect(figures.placed).toBeGreaterThan(2950);
    expect(figures.area_only).toBeGreaterThan(0);
    expect(figures.exact).toBeGreaterThan(2500);
    expect(figures.kinds).toBe(3);
    await expectFiguresFromReviews();
    // What the triggers keep is kept by the load too, whether or not they ran: the typo vocabulary
    // holds every word of the names without accents, the vendor lists' keys every name key, and the directory
    // version moved on.
    const missing = await database.raw.query(
      `select count(*)::int as n from (
         select distinct w from businesses, unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(name)))) as w
         except select word from business_name_words) m`,
    );
    expect(missing.rows[0]?.n).toBe(0);
    const words = await database.raw.query("select count(*)::int as n from business_name_words");
    expect(Number(words.rows[0]?.n)).toBeGreaterThan(20);
    const keysMissing = await database.raw.query(
      `select count(*)::int as n from (
         select distinct name_key from businesses except select name_key from business_name_keys) m`,
    );
    expect(keysMissing.rows[0]?.n).toBe(0);
    expect(await directoryVersionNow()).toBeGreaterThan(versionBefore);
  });

  it("keeps counting with the trigger when triggers stay on", async () => {
    const session = await openSession(database.db);
    try {
      await insertBatch(session.client, generateBatch(3000, 200, new Date(), 1_000_000));
    } finally {
      session.release();
    }
    const categories = await database.db.select().from(businessCategories);
    const [active] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(sql`is_active`);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(active?.n);
    await expectFiguresFromReviews();
  });

  // 3,500 rows on the embedded engine: a few seconds alone, up to 20 s while other test files share the cores.
  it("loads over two connections, twice, with progress and unique certificate numbers", async () => {
    const { db } = database;
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(businesses);
    const lines: string[] = [];
    await loadBusinesses(db, { count: 2500, batch: 1000, jobs: 2, log: (l) => lines.push(l) });
    await loadBusinesses(db, { count: 1000, batch: 500, jobs: 1 });
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(businesses);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(3500);
    expect(lines.at(-1)).toMatch(/^ {2}2,500 \/ 2,500 {2}\([\d,]+ rows\/s\)$/);
    const [dupes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        sql`(select certificate_number from businesses where certificate_number is not null group by 1 having count(*) > 1) d`,
      );
    expect(dupes?.n).toBe(0);
    const categories = await db.select().from(businessCategories);
    const [active] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(sql`is_active`);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(active?.n);
  }, 60_000);

  it("can drop the GIN indexes for a large load and builds them again", async () => {
    const { db } = database;
    const ginIndexes = async () =>
      JSON.stringify(
        await db.execute(
          sql`select indexname from pg_indexes where tablename = 'businesses' and indexdef ilike '% using gin %' order by 1`,
        ),
      ).match(/businesses_[a-z_]+_idx/g);
    const before = await ginIndexes();
    expect(before).toHaveLength(6);
    const lines: string[] = [];
    await loadBusinesses(db, {
      count: 1200,
      batch: 600,
      jobs: 1,
      rebuildIndexes: true,
      log: (l) => lines.push(l),
    });
    expect(await ginIndexes()).toEqual(before);
    expect(lines).toContain("  dropped 6 GIN indexes; they are rebuilt at the end");
  });
});
