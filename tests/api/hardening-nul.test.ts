import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, jsonCall, newUser } from "./accounts-fixture";

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
});
