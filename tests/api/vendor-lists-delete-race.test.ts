import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client";
import { users, vendorListRows, vendorLists } from "~/server/db/schema";
import { deleteVendorList } from "~/server/services/vendor-lists/delete-vendor-list";
import { signedIn } from "../support/actors";
import { createTestDatabase, engines } from "../support/test-database";

// Two connections at once: only PostgreSQL has them (PGlite runs one statement at a time).
describe.runIf(engines().includes("postgres"))(
  "deleting a vendor list while a batch of it is being matched",
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase("postgres");
    });
    afterAll(() => database.close());

    it("waits for the batch and deletes the list; neither deadlocks", async () => {
      const { db } = database;
      await db.insert(users).values({ id: "buyer", name: "Buyer", email: "buyer@race.test" });
      const [list] = await db
        .insert(vendorLists)
        .values({ ownerId: "buyer", name: "suppliers.csv", totalRows: 3 })
        .returning();
      await db.insert(vendorListRows).values(
        [2, 3, 4].map((rowNumber) => ({
          listId: list!.id,
          rowNumber,
          name: `Vendor ${rowNumber}`,
          nameKey: "v",
        })),
      );

      let deleting: Promise<void> | undefined;
      // A batch of the matching job, as matchVendorList's: its rows locked, then the list's count updated.
      const batch = db.transaction(async (tx) => {
        await tx.execute(
          sql`select row_number from vendor_list_rows where list_id = ${list!.id} for update skip locked`,
        );
        deleting = deleteVendorList({ db }, signedIn("buyer"), { id: list!.id });
        // Time for the delete to take its first locks before the batch asks for the list's.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx
          .update(vendorLists)
          .set({ matchedRows: sql`${vendorLists.matchedRows} + 3` })
          .where(eq(vendorLists.id, list!.id));
      });
      await expect(batch).resolves.toBeUndefined();
      await expect(deleting).resolves.toBeUndefined();
      expect(await db.select().from(vendorLists).where(eq(vendorLists.id, list!.id))).toEqual([]);
      expect(await db.select().from(vendorListRows).where(eq(vendorListRows.listId, list!.id))).toEqual([]);
    });
  },
);
