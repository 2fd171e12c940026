import { describe, expect, it } from "vitest";
import { recogniseColumns } from "./vendor-columns";
import { mailDomain, nameKey, phoneE164, phoneKey, postcodeKey, webDomain } from "./vendor-keys";
import { readVendorTable } from "./vendor-table";

describe("vendor columns", () => {
  it("recognises common spellings of each header", () => {
    expect(
      recogniseColumns([
        "Vendor Name",
        "Street Address",
        "Town",
        "State/Province",
        "ZIP/Postal Code",
        "Country",
        "Telephone",
        "Web Site",
        "E-mail Address",
      ]),
    ).toEqual({
      name: 0,
      address: 1,
      city: 2,
      state: 3,
      postcode: 4,
      country: 5,
      phone: 6,
      website: 7,
      email: 8,
    });
    expect(recogniseColumns(["Supplier", "URL", "Phone Number", "Zip", "Région"])).toEqual({
      name: 0,
      website: 1,
      phone: 2,
      postcode: 3,
      state: 4,
    });
  });

  it("refuses a table without a name column, naming the spellings it knows", () => {
    const table = readVendorTable([
      ["Vendor ID", "Phone"],
      ["1", "555"],
    ]);
    expect(table.ok).toBe(false);
    expect(!table.ok && table.message).toMatch(/needs a name column.*"Vendor Name"/);
  });

  it("refuses a table with no vendor names, and numbers rows as the file does", () => {
    expect(readVendorTable([["Company"], [null], [""]])).toMatchObject({ ok: false });
    const table = readVendorTable([
      [],
      ["Company", "Phone"],
      ["  Acme  ", 4045550142],
      ["", "1"],
      ["B", null],
    ]);
    expect(table.ok && table.rows.map((r) => [r.rowNumber, r.fields.name, r.fields.phone])).toEqual([
      [3, "Acme", "4045550142"],
      [5, "B", null],
    ]);
  });
});

describe("vendor keys", () => {
  it("compares names without accents, punctuation, legal forms or a leading The", () => {
    expect(nameKey("The Café Crème, Inc.")).toBe("cafe creme");
    expect(nameKey("Sweet Georgia's Soul Kitchen LLC")).toBe("sweet georgias soul kitchen");
    expect(nameKey("Crown & Glory Barbershop")).toBe("crown and glory barbershop");
    expect(nameKey("Company")).toBe("company");
  });

  it("reads phones, websites, e-mail domains and postcodes", () => {
    expect(phoneE164("(404) 555-0142", null)).toBe("+14045550142");
    expect(phoneKey("14045550142")).toBe("045550142");
    expect(webDomain("HTTPS://www.Acme.example/about")).toBe("acme.example");
    expect(webDomain("acme")).toBeNull();
    expect(mailDomain("sales@acme.example")).toBe("acme.example");
    expect(mailDomain("someone@gmail.com")).toBeNull();
    expect(postcodeKey("30303-1234")).toBe("30303");
    expect(postcodeKey("sw1a 1aa")).toBe("SW1A1AA");
  });
});
