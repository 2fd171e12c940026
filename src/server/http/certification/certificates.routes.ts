import { createRoute, z } from "@hono/zod-openapi";
import { certificateSchema } from "~/domain/certification/certificate-schema";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { getBusinessCertificate } from "~/server/services/certification/get-business-certificate";
import { renderCertificate } from "~/server/services/certification/render-certificate";
import { renderCertificatePdf } from "~/server/services/certification/render-certificate-pdf";
import { verifyCertificate } from "~/server/services/certification/verify-certificate";
import { forPublicRead } from "~/server/services/service-context";

const TAGS = ["Certificates"];

const downloadRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/certificate",
  tags: TAGS,
  summary: "Download a business's certificate",
  description:
    "Public (spec: the button shows to anyone viewing). An HTML document, as an attachment named " +
    "certificate-{name}.html: business name, tier, certificate number, issue and expiry dates, and a QR " +
    "code of the public verification page {BASE_URL}/verify/{number}. Only for a verified business on a " +
    "paid tier whose certification is approved and not expired; 404 otherwise.",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
    }),
  },
  responses: {
    200: { description: "The certificate", content: { "text/html": { schema: z.string() } } },
    ...errorResponses(404),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/certificate.pdf",
  tags: TAGS,
  summary: "Download a business's certificate as PDF",
  description:
    "Public, as the HTML download: the same certificate as one page of PDF named certificate-{name}.pdf, with " +
    "the QR code and link of {BASE_URL}/verify/{number}; US Letter for a business in the United States or " +
    "Canada, A4 elsewhere. 404 when the HTML download would be.",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
    }),
  },
  responses: {
    200: {
      description: "The certificate",
      content: {
        "application/pdf": {
          schema: z.string().openapi({ type: "string", format: "binary", description: "One page of PDF" }),
        },
      },
    },
    ...errorResponses(404),
  },
});

const verifyRoute = createRoute({
  method: "get",
  path: "/certificates/{number}",
  tags: TAGS,
  summary: "Verify a certificate by its number",
  description:
    "Public. The certificate's holder, tier, issue and expiry dates, and its status now: valid, " +
    "expiring (within 30 days), expired (the date has passed) or revoked (the business is no longer " +
    "approved or verified). Unknown or malformed numbers: 404.",
  request: {
    params: z.object({
      number: z
        .string()
        .openapi({ param: { name: "number", in: "path" }, description: "e.g. UJ-2026-123456" }),
    }),
  },
  responses: {
    200: { description: "The certificate", content: { "application/json": { schema: certificateSchema } } },
    ...errorResponses(404),
  },
});

/** Certificates: the download of a business's certificate and its public verification. */
export function createCertificatesRoutes() {
  return createRouter()
    .openapi(downloadRoute, async (c) => {
      const runtime = c.get("runtime");
      const { certificate, fileName } = await getBusinessCertificate(runtime, c.get("actor"), {
        businessId: c.req.valid("param").id,
      });
      const origin = publicOrigin(runtime.config, c.req.header("host"));
      const html = await renderCertificate(
        certificate,
        `${origin}/verify/${encodeURIComponent(certificate.certificate_number)}`,
      );
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      c.header("Cache-Control", "no-store");
      return c.html(html, 200);
    })
    .openapi(pdfRoute, async (c) => {
      const runtime = c.get("runtime");
      const { certificate, pdfFileName, paper } = await getBusinessCertificate(runtime, c.get("actor"), {
        businessId: c.req.valid("param").id,
      });
      const origin = publicOrigin(runtime.config, c.req.header("host"));
      const pdf = await renderCertificatePdf(
        certificate,
        `${origin}/verify/${encodeURIComponent(certificate.certificate_number)}`,
        paper,
      );
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", `attachment; filename="${pdfFileName}"`);
      c.header("Cache-Control", "no-store");
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const certificate = await verifyCertificate(forPublicRead(c.get("runtime")), c.req.valid("param"));
      c.header("Cache-Control", "no-store");
      return c.json(certificate, 200);
    });
}
