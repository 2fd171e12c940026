import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, get, newUser, signUp } from "./accounts-fixture";

const NUL = "\u0000";

describe.each(engines())("hardening: bad input never answers 500 on %s", (engine) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    cookie = await newUser(server, "ines@example.com");
  });
  afterAll(() => server.close());

  const send = (path: string, method: string, body: string, headers: Record<string, string> = {}) =>
    server.api(path, { method, headers: { cookie, "content-type": "application/json", ...headers }, body });

  async function expectValidation(res: Response, field: string) {
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation");
    expect(error.fields[field]).toBe("Must not contain the NUL character");
  }

  it("refuses a NUL character in a search keyword, location or category with a field error", async () => {
    for (const field of ["keyword", "location", "category"]) {
      await expectValidation(await get(server, `/api/v1/businesses?${field}=a%00b`), field);
    }
  });

  it("refuses a NUL character in a name: profile, sign-up and contact form", async () => {
    await expectValidation(
      await send("/api/v1/me", "PATCH", JSON.stringify({ full_name: `Ines${NUL}Diallo` })),
      "full_name",
    );
    const signUpRes = await signUp(server, "nul@example.com", `Nul${NUL}Name`);
    expect(signUpRes.status).toBe(400);
    expect(await signUpRes.json()).toMatchObject({ code: "INVALID_NAME", field: "name" });
    const contact = { name: `Ama${NUL}`, email: "ama@example.com", subject: "Hi", message: "Hello" };
    await expectValidation(await send("/api/v1/contact-messages", "POST", JSON.stringify(contact)), "name");
    expect(await server.database.db.select().from(contactMessages)).toEqual([]);
    expect((await send("/api/v1/me/sessions/a%00b", "DELETE", "")).status).toBe(400);
  });

  it("answers 415 to a JSON endpoint sent another Content-Type or none, and to JSON sent to an upload", async () => {
    const body = JSON.stringify({ full_name: "Plain Text" });
    for (const headers of [
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
    ]) {
      const res = await send("/api/v1/me", "PATCH", body, headers);
      expect(res.status).toBe(415);
      expect((await res.json()).error.code).toBe("unsupported_media_type");
    }
    const bare = await server.api("/api/v1/me", {
      method: "PATCH",
      headers: { cookie },
      body: new Blob([body]),
    });
    expect(bare.status).toBe(415);
    const avatar = await send("/api/v1/me/avatar", "POST", JSON.stringify({ avatar: "x" }));
    expect(avatar.status).toBe(415);
    expect((await avatar.json()).error.code).toBe("unsupported_media_type");
    expect((await (await get(server, "/api/v1/me", cookie)).json()).full_name).toBe("Test Person");
  });

  // Found by the OpenAPI fuzz run: a JSON body the route did not mark required skipped validation
  // when the request had none at all (no Content-Type), and the service got `{}` (500).
  it("validates a JSON endpoint's body when the request has none at all: 400, never 500, changing nothing", async () => {
    const before = await (await get(server, "/api/v1/me", cookie)).json();
    const interests = await (await get(server, "/api/v1/me/opportunity-interests", cookie)).json();
    for (const [method, path, field] of [
      ["PATCH", "/api/v1/me", "full_name"],
      ["PUT", "/api/v1/me/walkthrough", "completed"],
      ["POST", "/api/v1/me/two-factor/disable", "code"],
      ["POST", "/api/v1/me/identities", "provider"],
      ["PUT", "/api/v1/me/opportunity-interests", "categories"],
    ] as const) {
      const res = await server.api(path, { method, headers: { cookie } });
      expect(res.status, `${method} ${path}`).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("validation");
      expect(Object.keys(error.fields), `${method} ${path}`).toContain(field);
    }
    // Every preference is optional: no body is an empty change.
    const privacy = await server.api("/api/v1/me/privacy", { method: "PATCH", headers: { cookie } });
    expect(privacy.status).toBe(200);
    expect(await (await get(server, "/api/v1/me", cookie)).json()).toEqual(before);
    expect(await (await get(server, "/api/v1/me/opportunity-interests", cookie)).json()).toEqual(interests);
    // A visitor is still told to sign in first.
    expect((await server.api("/api/v1/me", { method: "PATCH" })).status).toBe(401);
  });
});

describe.each(engines())("hardening: one source of truth for a person's name on %s", (engine) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    cookie = await newUser(server, "kwame@example.com");
  });
  afterAll(() => server.close());

  async function names() {
    const session = await (await get(server, "/api/auth/get-session", cookie)).json();
    const me = await (await get(server, "/api/v1/me", cookie)).json();
    return { account: session.user.name as string, profile: me.full_name as string };
  }

  it("closes better-auth's update-user: a 900,000-character name changes nothing", async () => {
    const res = await authPost(server, "/update-user", { name: "n".repeat(900_000) }, cookie);
    expect(res.status).toBe(404);
    expect((await authPost(server, "/update-user", { name: "Other Name" }, cookie)).status).toBe(404);
    expect(await names()).toEqual({ account: "Test Person", profile: "Test Person" });
  });

  it("refuses a sign-up name longer than the profile allows", async () => {
    const res = await signUp(server, "long@example.com", "n".repeat(900_000));
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe("name");
    const [row] = await server.database.db.select().from(users).where(eq(users.email, "long@example.com"));
    expect(row).toBeUndefined();
  });

  it("keeps the account's name and the profile's full name equal", async () => {
    const patch = await server.api("/api/v1/me", {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ full_name: "  Kwame Mensah  " }),
    });
    expect(patch.status).toBe(200);
    expect(await names()).toEqual({ account: "Kwame Mensah", profile: "Kwame Mensah" });
    expect((await signUp(server, "padded@example.com", "  Abena Owusu ")).status).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, "padded@example.com"));
    expect(row?.name).toBe("Abena Owusu");
  });
});
