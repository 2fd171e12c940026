import { createRoute, z } from "@hono/zod-openapi";
import { stringify } from "csv-stringify/sync";
import {
  BUSINESS_CSV_HEADER,
  businessCsvFileName,
  businessCsvRow,
  CSV_EXPORTS_PER_HOUR,
  csvCapLine,
} from "~/domain/businesses/business-csv";
import { businessSearchSchema } from "~/domain/search/search-params";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import { errorResponses } from "~/server/http/openapi";
import { startBusinessExport } from "~/server/services/search/export-businesses";

const csvRoute = createRoute({
  method: "get",
  path: "/businesses.csv",
  tags: ["Businesses"],
  summary: "Download a search's businesses as CSV",
  description:
    "The same filters and sort as GET /api/v1/businesses (page and limit are ignored): name, category, tier, " +
    "certification status and expiry, certificate number, verify URL, city, state, country, phone, e-mail, " +
    'website, the procurement profile\'s NAICS codes and service areas ("US-GA"; several in one cell, "; " ' +
    "between them), latitude and longitude (empty for a business that shows only its area, or one not placed). RFC 4180 (UTF-8 with a byte order mark, CRLF, quoted where needed); a cell starting with =, +, -, " +
    "@, tab or carriage return starts with an apostrophe instead, so no spreadsheet runs it. At most " +
    "CSV_EXPORT_MAX_ROWS rows (10,000 by default); when more matched, the last line says so. Streamed. " +
    `${CSV_EXPORTS_PER_HOUR} downloads an hour per client address (429 with Retry-After).`,
  request: { query: businessSearchSchema },
  responses: {
    200: { description: "The businesses as CSV", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 404, 429),
  },
});

const line = (cells: readonly string[][]) => stringify(cells as string[][], { record_delimiter: "windows" });

export function createBusinessesCsvRoutes() {
  return createRouter().openapi(csvRoute, async (c) => {
    const runtime = c.get("runtime");
    const rows = await startBusinessExport(runtime, {
      params: c.req.valid("query"),
      address: clientAddress(c),
      maxRows: runtime.config.csvExportMaxRows,
    });
    const now = runtime.now();
    const origin = publicOrigin(runtime.config, c.req.header("host"));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${line([[...BUSINESS_CSV_HEADER]])}`));
      },
      async pull(controller) {
        try {
          const next = await rows.next();
          if (next.done) return controller.close();
          const { batch, capped } = next.value;
          if (batch.length > 0)
            controller.enqueue(
              encoder.encode(line(batch.map((b) => businessCsvRow(b.business, now, origin, b)))),
            );
          if (capped)
            controller.enqueue(encoder.encode(line([[csvCapLine(runtime.config.csvExportMaxRows)]])));
        } catch (error) {
          runtime.logger.error({ err: error }, "CSV export failed part-way");
          controller.error(error);
        }
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${businessCsvFileName(now)}"`,
      "cache-control": "no-store",
    });
  });
}
