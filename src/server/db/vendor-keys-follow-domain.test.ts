import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDomain, nameKey, phoneKey, postcodeKey, webDomain } from "~/domain/vendor-lists/vendor-keys";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";

const NAMES = [
  "The Café Crème, Inc.",
  "Sweet Georgia's Soul Kitchen LLC",
  "Crown & Glory Barbershop",
  "Ashé Wellness Collective",
  "Banneker Tax & Accounting, L.L.C.",
  "ACME Supply Co.",
  "Company",
  "  Kente   Threads   Boutique  ",
  "Zoë's Bakery Ltd",
  "Nnamdi & Sons Corp",
];

/** The database's keys (migration 0040) and the domain's (vendor-keys.ts) are one rule, on both engines. */
describe.each(engines())("vendor match keys in SQL and in the domain on %s", (engine: Engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const sqlOf = async (fn: string, value: string) => {
    const { rows } = await database.raw.query(`select ${fn}($1) as key`, [value]);
    return (rows[0] as { key: string | null }).key;
  };

  it("make the same name keys", async () => {
    for (const name of NAMES) expect(await sqlOf("vendor_name_key", name), name).toBe(nameKey(name));
  });

  it("make the same phone, website, e-mail and postcode keys", async () => {
    for (const phone of ["(404) 555-0142", "+44 20 7946 0321", "12345"]) {
      expect(await sqlOf("vendor_phone_key", phone), phone).toBe(phoneKey(phone.replace(/\D/g, "")));
    }
    for (const site of [
      "https://www.Acme.example/about",
      "acme.example:8080",
      "http://acme",
      "WWW.shop.example.",
    ]) {
      expect(await sqlOf("vendor_web_domain", site), site).toBe(webDomain(site));
    }
    for (const mail of ["Sales@Acme.example", "nobody", "a@b"]) {
      expect(await sqlOf("vendor_mail_domain", mail), mail).toBe(mailDomain(mail));
    }
    for (const postcode of ["30303-1234", "303031234", "sw1a 1aa", "H2X 1Y4", "---", "75008"]) {
      expect(await sqlOf("vendor_postcode_key", postcode), postcode).toBe(postcodeKey(postcode));
    }
  });
});
