// Vendor-list matching at scale (decision 059): a vendor file written from the bench database's own
// businesses is uploaded and matched as the job does it, with the job's concurrency.
//   npm run bench -- --vendor-lists [--count=1000000] [--rows=10000] [--names-only] [--keep]
// --names-only: a file of names alone, half of them misspelt (no match can be confident without another field).
// The database is the search bench's (ujamaa_bench_<count>, filled by `npm run seed:bulk` when missing).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { openPostgres } from "~/server/db/client";
import { users, vendorListRows, vendorLists } from "~/server/db/schema";
import { JOB_POLICIES } from "~/server/jobs/job-kinds";
import type { ServiceContext } from "~/server/services/service-context";
import { matchVendorList } from "~/server/services/vendor-lists/match-vendor-list";
import { uploadVendorList } from "~/server/services/vendor-lists/upload-vendor-list";

type Source = {
  id: string;
  name: string;
  address: string | null;
  city: string;
  state: string | null;
  zip_code: string | null;
  country: string;
  phone: string | null;
  website: string | null;
};

/** What a row was made as, and the business a confident match must name (null: none may). */
type Made = { kind: string; cells: (string | null)[]; expected: string | null };

const HEADER = [
  "Supplier Name",
  "Street Address",
  "City",
  "State",
  "Postal Code",
  "Country",
  "Telephone",
  "URL",
];
const INVENTED_WORDS = [
  "Zephyr",
  "Quillon",
  "Vantrel",
  "Ostrava",
  "Kelpie",
  "Marrow",
  "Tessaly",
  "Brindle",
  "Corvid",
];
const INVENTED_NOUNS = [
  "Fasteners",
  "Logistics",
  "Instruments",
  "Couriers",
  "Stationers",
  "Welding",
  "Linen",
];

/** Two letters of the longest word swapped ("Barbershop" → "Barbesrhop"). */
function misspell(name: string): string {
  const words = name.split(" ");
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  if (longest.length < 5) return `${name}s`;
  const i = Math.floor(longest.length / 2);
  return words.map((w) => (w === longest ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w)).join(" ");
}

/**
 * Ten kinds in turn, as a buyer's file holds them: four exact copies, a legal form added, a misspelt
 * name, moved with its phone, another phone with its website, name and address alone, and one vendor
 * that is not in the directory.
 */
function makeRow(b: Source, i: number): Made {
  const all = [b.name, b.address, b.city, b.state, b.zip_code, b.country, b.phone, b.website];
  switch (i % 10) {
    case 4:
      return { kind: "legal form", cells: [`${b.name}, Inc.`, ...all.slice(1)], expected: b.id };
    case 5:
      return { kind: "misspelt", cells: [misspell(b.name), ...all.slice(1)], expected: b.id };
    case 6:
      return {
        kind: "moved",
        cells: [b.name, "1 Elsewhere Plaza", b.city, b.state, "99999", b.country, b.phone, null],
        expected: b.id,
      };
    case 7:
      return b.website
        ? {
            kind: "other phone",
            cells: [b.name, null, b.city, b.state, null, b.country, "+1 555 010 0000", b.website],
            expected: b.id,
          }
        : { kind: "exact", cells: all, expected: b.id };
    case 8:
      return {
        kind: "name and address",
        cells: [b.name, b.address, b.city, b.state, b.zip_code, b.country, null, null],
        expected: b.id,
      };
    case 9: {
      const name = `${INVENTED_WORDS[i % INVENTED_WORDS.length]} ${INVENTED_WORDS[(i >> 3) % INVENTED_WORDS.length]} ${INVENTED_NOUNS[i % INVENTED_NOUNS.length]} ${i}`;
      return {
        kind: "invented",
        cells: [name, null, b.city, b.state, null, b.country, null, null],
        expected: null,
      };
    }
    default:
      return { kind: "exact", cells: all, expected: b.id };
  }
}

/** The hardest file: names alone (every other one misspelt), so that every row is compared by trigrams. */
function makeNameOnlyRow(b: Source, i: number): Made {
  const name = i % 2 ? misspell(b.name) : b.name;
  return {
    kind: i % 2 ? "misspelt, name only" : "name only",
    cells: [name, null, null, null, null, null, null, null],
    expected: null,
  };
}

const csvCell = (v: string | null) => (v === null ? "" : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function benchVendorLists(
  url: string,
  options: { rows: number; namesOnly: boolean },
): Promise<void> {
  const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);
  const database = openPostgres(url);
  const { db } = database;
  try {
    const sampled = await db.execute(sql`
        select id, name, address, city, state, zip_code, country, phone, website
          from businesses tablesample system (3) repeatable (59)
         where is_active
         limit ${options.rows}`);
    const sources = (sampled as unknown as { rows: Source[] }).rows;
    if (sources.length < options.rows) throw new Error(`only ${sources.length} businesses sampled`);
    const made = sources.map(options.namesOnly ? makeNameOnlyRow : makeRow);
    const file = new TextEncoder().encode(
      [HEADER, ...made.map((m) => m.cells)].map((r) => r.map(csvCell).join(",")).join("\n"),
    );

    const userId = randomUUID();
    await db.insert(users).values({ id: userId, name: "Vendor bench", email: `bench-${userId}@example.com` });
    const queue: { listId: string }[] = [];
    const ctx = {
      db,
      logger: pino({ level: "warn" }),
      jobs: {
        enqueue: async (_tx: unknown, _kind: string, payload: { listId: string }) => void queue.push(payload),
      },
    } as unknown as Pick<ServiceContext, "db" | "jobs" | "logger">;
    const actor = {
      kind: "user",
      userId,
      email: "bench@example.com",
      name: "Vendor bench",
      role: "user",
      emailVerified: true,
    } as const;

    const t0 = performance.now();
    const list = await uploadVendorList(ctx, actor, { fileName: "vendors.csv", file });
    const uploaded = performance.now();
    log(`uploaded ${options.rows} rows in ${((uploaded - t0) / 1000).toFixed(1)} s`);

    // The job's concurrency: as many workers take the queued jobs as pg-boss would run at once.
    const concurrency = JOB_POLICIES["match-vendor-list"].concurrency ?? 1;
    const worker = async () => {
      for (;;) {
        const payload = queue.shift();
        if (!payload) return;
        await matchVendorList(ctx, payload);
      }
    };
    const progress = setInterval(async () => {
      const [l] = await db
        .select({ matched: vendorLists.matchedRows })
        .from(vendorLists)
        .where(eq(vendorLists.id, list.id));
      log(`  matched ${l?.matched ?? "?"} / ${options.rows}`);
    }, 10_000);
    try {
      while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, worker));
    } finally {
      clearInterval(progress);
    }
    const matched = performance.now();
    const [done] = await db.select().from(vendorLists).where(eq(vendorLists.id, list.id));
    if (done?.status !== "ready") throw new Error(`the list ended ${done?.status}`);

    const rows = await db
      .select({
        rowNumber: vendorListRows.rowNumber,
        businessId: vendorListRows.businessId,
        confidence: vendorListRows.confidence,
      })
      .from(vendorListRows)
      .where(eq(vendorListRows.listId, list.id));
    const byRow = new Map(rows.map((r) => [r.rowNumber, r]));
    const kinds = new Map<string, { n: number; right: number; wrong: number }>();
    let confident = 0;
    let right = 0;
    let expected = 0;
    for (const [i, m] of made.entries()) {
      const r = byRow.get(i + 2); // the header is row 1
      const sure = r?.confidence === "exact" || r?.confidence === "likely";
      const k = kinds.get(m.kind) ?? { n: 0, right: 0, wrong: 0 };
      k.n++;
      if (m.expected) expected++;
      if (sure) {
        confident++;
        if (r.businessId === m.expected) {
          right++;
          k.right++;
        } else k.wrong++;
      }
      kinds.set(m.kind, k);
    }
    const seconds = (matched - uploaded) / 1000;
    console.log(
      `\n### Vendor list: ${options.rows.toLocaleString("en-US")} rows against the bench database\n`,
    );
    console.log("| step | seconds | rows/s |\n|---|---:|---:|");
    console.log(
      `| upload (read, check, store) | ${((uploaded - t0) / 1000).toFixed(1)} | ${Math.round(options.rows / ((uploaded - t0) / 1000))} |`,
    );
    console.log(
      `| matching (${concurrency} jobs at once) | ${seconds.toFixed(1)} | ${Math.round(options.rows / seconds)} |`,
    );
    console.log(`| total | ${((matched - t0) / 1000).toFixed(1)} | |`);
    console.log("\n| kind | rows | exact or likely, right | wrong |\n|---|---:|---:|---:|");
    for (const [kind, k] of kinds) console.log(`| ${kind} | ${k.n} | ${k.right} | ${k.wrong} |`);
    console.log(
      `\nPrecision of exact + likely: ${(right / Math.max(1, confident)).toFixed(3)}; recall: ${(right / Math.max(1, expected)).toFixed(3)}`,
    );
    await db.delete(vendorLists).where(eq(vendorLists.id, list.id));
    await db.delete(users).where(eq(users.id, userId));
  } finally {
    await database.close();
  }
}
