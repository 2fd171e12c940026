import { strToU8, unzipSync, zipSync } from "fflate";
import type { TestServer } from "../support/test-server";
import { freshAddress } from "./reviews-fixture";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const column = (i: number) => String.fromCharCode(65 + i);

/**
 * A minimal Excel workbook of one sheet: each cell inline text, or `{ formula }` with no stored value (as a
 * script, not a spreadsheet, would write it).
 */
export function xlsx(rows: (string | { formula: string })[][]): Uint8Array {
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) => {
            const ref = `${column(c)}${r + 1}`;
            return typeof cell === "string"
              ? `<c r="${ref}" t="inlineStr"><is><t>${esc(cell)}</t></is></c>`
              : `<c r="${ref}"><f>${esc(cell.formula)}</f></c>`;
          })
          .join("")}</row>`,
    )
    .join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    "xl/workbook.xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Vendors" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}

/** A workbook with an extra entry of `megabytes` of zeros: it packs to a few hundred kilobytes. */
export function zipBomb(megabytes: number): Uint8Array {
  const workbook = xlsx([["Name"], ["Acme"]]);
  const entries = unzipSync(workbook);
  return zipSync(
    { ...entries, "xl/media/filler.bin": new Uint8Array(megabytes * 1024 * 1024) },
    { level: 9 },
  );
}

/** CSV text from rows (quoted where needed). */
export function csv(rows: string[][]): Uint8Array {
  const cell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return new TextEncoder().encode(rows.map((r) => r.map(cell).join(",")).join("\r\n"));
}

export type VendorListBody = {
  id: string;
  status: string;
  total_rows: number;
  matched_rows: number;
  counts: Record<string, number>;
  to_review: number;
};

/** The vendor list API as one caller (a cookie, "" for a visitor). */
export function vendorListCalls(server: TestServer) {
  const headers = (cookie: string) => ({ "x-forwarded-for": freshAddress(), ...(cookie ? { cookie } : {}) });
  const upload = (cookie: string, bytes: Uint8Array, name: string, type = "text/csv") => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return server.api("/api/v1/vendor-lists", { method: "POST", headers: headers(cookie), body: form });
  };
  const get = (cookie: string, path: string) =>
    server.api(`/api/v1/vendor-lists${path}`, { headers: headers(cookie) });
  return {
    upload,
    get,
    decide: (cookie: string, id: string, row: number, decision: string) =>
      server.api(`/api/v1/vendor-lists/${id}/rows/${row}/decision`, {
        method: "PUT",
        headers: { ...headers(cookie), "content-type": "application/json" },
        body: JSON.stringify({ decision }),
      }),
    remove: (cookie: string, id: string) =>
      server.api(`/api/v1/vendor-lists/${id}`, { method: "DELETE", headers: headers(cookie) }),
    /** Uploads and waits until the job has matched every row; the list as it then reads. */
    async uploaded(cookie: string, bytes: Uint8Array, name: string): Promise<VendorListBody> {
      const res = await upload(cookie, bytes, name);
      if (res.status !== 202) throw new Error(`upload ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as VendorListBody;
      const until = Date.now() + 60_000;
      for (;;) {
        const list = (await (await get(cookie, `/${id}`)).json()) as VendorListBody;
        if (list.status !== "processing") return list;
        if (Date.now() > until) throw new Error("the list was not matched in time");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
