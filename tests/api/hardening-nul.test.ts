import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, sessions } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, get, jsonCall, newUser, PASSWORD, signIn } from "./accounts-fixture";

const NUL = "\u0000";
const EMAIL = "nadia@example.com";

describe.each(engines())("hardening: a NUL character is a 400, never a 500, on %s", (engine) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    cookie = await newUser(server, EMAIL);
  });
  afterAll(() => server.close());

  async function expectField(res: Response, field: string) {
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation");
    expect(error.fields[field]).toBe("Must not contain the NUL character");
  }

  async function expectAuthField(res: Response, field: string) {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "INVALID_TEXT",
      field,
      message: "Must not contain the NUL character",
    });
  }

  it("refuses it in the opportunities' location and in the managed businesses' search", async () => {
    await expectField(await get(server, "/api/v1/opportunities?location=a%00b"), "location");
    await expectField(await get(server, "/api/v1/me/businesses?q=a%00b", cookie), "q");
  });

  it("refuses it in a payment's session id, changing nothing", async () => {
    const before = await server.database.db.select().from(payments);
    await expectField(
      await jsonCall(server, "POST", "/api/v1/payments/verify", cookie, { session_id: `a${NUL}b` }),
      "session_id",
    );
    await expectField(
      await jsonCall(server, "POST", "/api/v1/payments/simulator/a%00b", cookie, { outcome: "paid" }),
      "session_id",
    );
    expect(await server.database.db.select().from(payments)).toEqual(before);
  });

  it("refuses it in a sign-in e-mail (password or one-time code) and a reset token, opening no session", async () => {
    const before = (await server.database.db.select().from(sessions)).length;
    await expectAuthField(
      await authPost(server, "/sign-in/email", { email: `a${NUL}b@example.com`, password: PASSWORD }),
      "email",
    );
    await expectAuthField(
      await authPost(server, "/sign-in/email-otp", { email: `${EMAIL}${NUL}`, otp: "123456" }),
      "email",
    );
    await expectAuthField(
      await authPost(server, "/reset-password", { token: `a${NUL}b`, newPassword: "a-brand-new-secret-77" }),
      "token",
    );
    expect((await server.database.db.select().from(sessions)).length).toBe(before);
    expect(await signIn(server, EMAIL)).not.toBe("");
  });
});

describe.each(engines())("hardening: unknown files answer 404 on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.runtime.storage.put("public/logos/nul-test.png", Buffer.from("png"), "image/png");
  });
  afterAll(() => server.close());

  it("answers 404 in the error shape for the storage's sidecar names, folders and paths through a file", async () => {
    expect((await get(server, "/files/public/logos/nul-test.png")).status).toBe(200);
    for (const path of [
      "/files/public/logos/nul-test.png.meta.json",
      "/files/public/logos/nul-test.png.1.2.tmp",
      "/files/public/logos",
      "/files/public/logos/nul-test.png/inside",
      "/files/public/logos/a%00b.png",
    ]) {
      const res = await get(server, path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });
});
