import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser } from "./accounts-fixture";
import { BUSINESS_FORM } from "./authorization-matrix-world";

const { errors } = NAMESPACES;

/** API errors keep their codes; their messages follow Accept-Language (issue 36, decision 062). */
describe("API errors in the request's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  async function fail(path: string, acceptLanguage?: string) {
    const res = await server.api(
      path,
      acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {},
    );
    const body = (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    return {
      status: res.status,
      language: res.headers.get("content-language"),
      vary: res.headers.get("vary"),
      ...body.error,
    };
  }

  it("answers a service's error in French, Spanish or Arabic, its code unchanged", async () => {
    const missing = "/api/v1/businesses/00000000-0000-4000-8000-000000000000";
    expect(await fail(missing)).toMatchObject({
      status: 404,
      code: "not_found",
      message: "Business not found.",
      language: "en",
    });
    const french = await fail(missing, "fr-CA,fr;q=0.9,en;q=0.8");
    expect(french).toMatchObject({ status: 404, code: "not_found", language: "fr" });
    expect(french.message).toBe(errors.fr["Business not found."]);
    expect(french.message).not.toBe("Business not found.");
    expect(french.vary).toMatch(/Accept-Language/);
    expect((await fail(missing, "es")).message).toBe(errors.es["Business not found."]);
    expect((await fail(missing, "ar")).message).toBe(errors.ar["Business not found."]);
    // A language the site does not speak reads English.
    expect(await fail(missing, "de-DE,de")).toMatchObject({ message: "Business not found.", language: "en" });
  });

  it("answers a check's message in the language, field by field, the field's name as the API spells it", async () => {
    const english = await fail("/api/v1/businesses?page=0");
    expect(english).toMatchObject({
      status: 400,
      code: "validation",
      message: "page: Page must be 1 or more",
    });
    const arabic = await fail("/api/v1/businesses?page=0", "ar");
    expect(arabic).toMatchObject({ status: 400, code: "validation" });
    expect(arabic.fields).toEqual({ page: errors.ar["Page must be 1 or more"] });
    expect(arabic.message).toBe(`page: ${errors.ar["Page must be 1 or more"]}`);
  });

  it("answers a message with values in the language, its values put in", async () => {
    const path = "/api/v1/businesses?near=Zzyzxqville";
    expect(await fail(path)).toMatchObject({
      status: 404,
      message: 'We could not find "Zzyzxqville". Try a city and state, or a postcode.',
    });
    const french = await fail(path, "fr");
    expect(french).toMatchObject({ status: 404, code: "not_found" });
    expect(french.message).toBe(
      NAMESPACES.search.fr['We could not find "{near}". Try a city and state, or a postcode.'].replace(
        "{near}",
        "Zzyzxqville",
      ),
    );
  });

  it("answers the guard's and the server's own messages in the language", async () => {
    const signIn = await fail("/api/v1/me/businesses", "es");
    expect(signIn).toMatchObject({ status: 401, code: "unauthorized" });
    expect(signIn.message).toBe(errors.es["Sign in to continue."]);
    const noRoute = await fail("/api/v1/no-such-thing", "ar");
    expect(noRoute).toMatchObject({ status: 404, code: "not_found", language: "ar" });
    expect(noRoute.message).toBe(
      errors.ar["No API route for {method} {path}"]
        .replace("{method}", "GET")
        .replace("{path}", "/api/v1/no-such-thing"),
    );
  });

  it("answers a message and a field's message with values in the language", async () => {
    const owner = await newUser(server, "renewer@languages.test");
    const created = await jsonCall(server, "POST", "/api/v1/businesses", owner, BUSINESS_FORM);
    const business = (await created.json()) as { id: string };
    const renew = (language: string) =>
      server.api("/api/v1/payments/checkout", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: owner, "Accept-Language": language },
        body: JSON.stringify({ business_id: business.id, certification_tier: "Certified", is_renewal: true }),
      });
    const english = (await (await renew("en")).json()) as { error: { message: string; fields: object } };
    expect(english.error).toMatchObject({
      message: "This business is on the Free tier.",
      fields: { certification_tier: "Must be the business's tier (Free)" },
    });
    const res = await renew("fr");
    expect(res.status).toBe(400);
    const french = (await res.json()) as { error: { code: string; message: string; fields: object } };
    expect(french.error).toEqual({
      code: "validation",
      message: errors.fr["This business is on the {tier} tier."].replace("{tier}", "Free"),
      fields: {
        certification_tier: errors.fr["Must be the business's tier ({tier})"].replace("{tier}", "Free"),
      },
    });
  });
});
