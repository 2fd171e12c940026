import { createRoute, z } from "@hono/zod-openapi";
import { credentialCheckResultSchema, credentialCheckSchema } from "~/domain/certification/credential-schema";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import { errorResponses } from "~/server/http/openapi";
import { checkCredential } from "~/server/services/certification/check-credential";
import { getStatusListCredential } from "~/server/services/certification/get-status-list-credential";
import { issueBusinessCredential } from "~/server/services/certification/issue-business-credential";

const TAGS = ["Certificates"];
const VC_JWT = "application/vc+jwt";

const jwtSchema = z.string().openapi({ description: "A compact JWS (header.payload.signature)" });

const credentialRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/credential",
  tags: TAGS,
  summary: "Download a business's certificate as a verifiable credential",
  description:
    "Public, as the certificate downloads (404 when they would be). A W3C Verifiable Credential (data model " +
    "2.0) signed as a vc+jwt (VC-JOSE-COSE, EdDSA with Ed25519, kid did:web:{host}#key-1, the key at " +
    "/.well-known/did.json), named credential-{name}.jwt. Its subject is the business, its tier and " +
    "certificate number; validFrom is the latest approval, validUntil the expiry; credentialStatus a " +
    "BitstringStatusListEntry (revocation) in /api/v1/credentials/status/{list}.",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
    }),
  },
  responses: {
    200: { description: "The credential", content: { [VC_JWT]: { schema: jwtSchema } } },
    ...errorResponses(404),
  },
});

const statusListRoute = createRoute({
  method: "get",
  path: "/credentials/status/{list}",
  tags: TAGS,
  summary: "A status list of the credentials",
  description:
    "Public. A BitstringStatusListCredential (vc+jwt, the same key): encodedList is the multibase " +
    "base64url (u…) of the GZIP of 131,072 bits, most significant bit first; a bit is set when the " +
    "certificate at that index is revoked or has lapsed, and clears on renewal. Built from the database, " +
    "kept at most 30 seconds. A list past the last index given: 404.",
  request: {
    params: z.object({
      list: z.coerce
        .number()
        .int()
        .min(1)
        .max(100_000)
        .openapi({
          param: { name: "list", in: "path" },
          description: "The list's number, from 1",
          type: "integer",
        }),
    }),
  },
  responses: {
    200: { description: "The status list credential", content: { [VC_JWT]: { schema: jwtSchema } } },
    ...errorResponses(400, 404),
  },
});

const checkRoute = createRoute({
  method: "post",
  path: "/credentials/verify",
  tags: TAGS,
  summary: "Check a verifiable credential",
  description:
    "Public, limited per address. The credential as its compact JWT, or JSON text that holds it (an " +
    "EnvelopedVerifiableCredential, or a JSON string). Answers whether this site's key signed it, and " +
    "whether its certificate is current, revoked, expired (lapsed, or past validUntil) or unknown. Text " +
    "holding no JWT: 400.",
  request: {
    body: { required: true, content: { "application/json": { schema: credentialCheckSchema } } },
  },
  responses: {
    200: {
      description: "What the check found",
      content: { "application/json": { schema: credentialCheckResultSchema } },
    },
    ...errorResponses(400, 413, 429),
  },
});

/** Verifiable credentials: a certificate as a signed credential, the status lists, the public check. */
export function createCredentialsRoutes() {
  return createRouter()
    .openapi(credentialRoute, async (c) => {
      const runtime = c.get("runtime");
      const { jwt, fileName } = await issueBusinessCredential(runtime, c.get("actor"), {
        businessId: c.req.valid("param").id,
        origin: publicOrigin(runtime.config, c.req.header("host")),
      });
      c.header("Content-Type", VC_JWT);
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      c.header("Cache-Control", "no-store");
      return c.body(jwt, 200);
    })
    .openapi(statusListRoute, async (c) => {
      const runtime = c.get("runtime");
      const cacheSeconds = runtime.config.credentialStatusCacheSeconds;
      const jwt = await getStatusListCredential(runtime, {
        list: c.req.valid("param").list,
        origin: publicOrigin(runtime.config, c.req.header("host")),
        cacheSeconds,
      });
      c.header("Content-Type", VC_JWT);
      c.header("Cache-Control", `public, max-age=${cacheSeconds}`);
      c.header("Access-Control-Allow-Origin", "*");
      return c.body(jwt, 200);
    })
    .openapi(checkRoute, async (c) => {
      const result = await checkCredential(c.get("runtime"), {
        credential: c.req.valid("json").credential,
        address: clientAddress(c),
      });
      c.header("Cache-Control", "no-store");
      return c.json(result, 200);
    });
}
