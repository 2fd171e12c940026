import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "~/server/db/schema";
import { seedDemoData } from "~/server/db/seed/demo";
import { DEMO_BUSINESSES } from "~/server/db/seed/demo-businesses";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { member, type Who } from "./reviews-fixture";
import { csv, vendorListCalls } from "./vendor-lists-fixture";

/** A vendor row written against a demo business (or none), and whether the match should be confident. */
type Case = { kind: string; fields: Record<string, string>; expected: string | null };

const HEADER = [
  "Supplier Name",
  "Street Address",
  "City",
  "State/Region",
  "Postal Code",
  "Country",
  "Telephone",
  "URL",
];
const SUFFIXES = [", Inc.", " LLC", " Ltd", " Corp.", " Co."];

/** The longest word with two letters in its middle swapped ("Bookstore" → "Bookstroe"). */
function misspell(name: string): string {
  const words = name.split(" ");
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  if (longest.length < 5) return `${name}s`;
  const i = Math.floor(longest.length / 2);
  const swapped = longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2);
  return words.map((w) => (w === longest ? swapped : w)).join(" ");
}

const INVENTED = [
  "Zephyr Quantum Logistics",
  "Blue Heron Plumbing Supply",
  "Northgate Industrial Fasteners",
  "Silverline Courier Services",
  "Pinecrest Janitorial Group",
  "Orbital Print Works",
  "Granite Peak Engineering",
  "Maple & Finch Stationers",
  "Redwood Data Systems",
  "Harbor Light Security",
  "Cobalt Forklift Rentals",
  "Evergreen Office Furniture",
  "Summit Ridge Electrical",
  "Iron Bridge Welding",
  "Lakeside Linen Service",
  "Copperfield HVAC Controls",
  "Starling Translation Bureau",
  "Windmill Packaging Co.",
  "Aurora Fleet Fuel",
  "Quartz Lab Instruments",
];

/** About 200 rows, made the same way every run from the demo businesses. */
function cases(): Case[] {
  const all: Case[] = [];
  DEMO_BUSINESSES.forEach((b, i) => {
    const base = {
      "Supplier Name": b.name,
      "Street Address": b.address,
      City: b.city,
      "State/Region": b.state,
      "Postal Code": b.zipCode,
      Country: b.country,
      Telephone: b.phone,
      URL: b.domain ? `http://${b.domain}/` : "",
    };
    const moved = { ...base, "Street Address": `${900 + i} Market St`, "Postal Code": "99999", URL: "" };
    all.push({ kind: "copy", fields: base, expected: b.name });
    all.push({
      kind: "legal form",
      fields: { ...base, "Supplier Name": `${b.name}${SUFFIXES[i % SUFFIXES.length]}`, URL: "" },
      expected: b.name,
    });
    all.push({ kind: "misspelt", fields: { ...base, "Supplier Name": misspell(b.name) }, expected: b.name });
    if (i % 2 === 0) all.push({ kind: "moved, same phone", fields: moved, expected: b.name });
    else if (b.domain)
      all.push({
        kind: "other phone, same website",
        fields: {
          ...base,
          Telephone: `(808) 555-${String(1000 + i)}`,
          "Postal Code": "",
          "Street Address": "",
        },
        expected: b.name,
      });
  });
  INVENTED.forEach((name, i) => {
    all.push({
      kind: "invented",
      fields: { "Supplier Name": name, City: "Springfield", Telephone: `(808) 555-${String(2000 + i)}` },
      expected: null,
    });
  });
  return all;
}

describe.each(engines())("vendor matching against the demo businesses on %s", (engine) => {
  let server: TestServer;
  let buyer: Who;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedDemoData(server.database.db, pino({ level: "silent" }), server.runtime.storage);
    buyer = await member(server, "buyer@matching.test", "Bea Buyer");
  }, 120_000);
  afterAll(() => server?.close());

  it("finds the right business with precision ≥ 0.98 and recall ≥ 0.9 among exact and likely matches", async () => {
    const set = cases();
    expect(set.length).toBeGreaterThanOrEqual(190);
    const ids = new Map(
      (await server.database.db.select({ id: businesses.id, name: businesses.name }).from(businesses)).map(
        (b) => [b.id, b.name],
      ),
    );
    const calls = vendorListCalls(server);
    const list = await calls.uploaded(
      buyer.cookie,
      csv([HEADER, ...set.map((c) => HEADER.map((h) => c.fields[h] ?? ""))]),
      "demo-vendors.csv",
    );
    expect(list).toMatchObject({ status: "ready", total_rows: set.length });
    const rows: { row: number; business: { id: string } | null; confidence: string }[] = [];
    for (let cursor: string | null = ""; cursor !== null; ) {
      const res = await calls.get(buyer.cookie, `/${list.id}/rows${cursor ? `?cursor=${cursor}` : ""}`);
      const page = (await res.json()) as { items: typeof rows; next: string | null };
      rows.push(...page.items);
      cursor = page.next;
    }
    expect(rows).toHaveLength(set.length);
    let truePositives = 0;
    let predicted = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    rows.forEach((row, i) => {
      const c = set[i]!;
      const confident = row.confidence === "exact" || row.confidence === "likely";
      const found = row.business ? ids.get(row.business.id) : null;
      if (confident) predicted += 1;
      if (confident && found === c.expected) truePositives += 1;
      else if (confident) wrong.push(`${c.kind}: ${c.fields["Supplier Name"]} → ${found}`);
      else if (c.expected) missed.push(`${c.kind}: ${c.fields["Supplier Name"]} (${row.confidence})`);
    });
    const positives = set.filter((c) => c.expected).length;
    const precision = truePositives / predicted;
    const recall = truePositives / positives;
    expect(wrong, "wrong confident matches").toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall, missed.join("\n")).toBeGreaterThanOrEqual(0.9);
    // Invented vendors are never matched with confidence.
    set.forEach((c, i) => {
      if (!c.expected) expect(["possible", "none"], c.fields["Supplier Name"]).toContain(rows[i]!.confidence);
    });
  }, 120_000);
});
