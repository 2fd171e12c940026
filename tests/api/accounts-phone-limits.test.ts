import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { outbox, PASSWORD } from "./accounts-fixture";
import { phoneUser } from "./accounts-phone-fixture";

describe.each(engines())("accounts: limits on texted codes on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Rate limits on (the default), behind one trusted proxy so each test client has its own address.
    server = await startTestServer(engine, { TRUSTED_PROXY_HOPS: "1" });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, client: string) =>
    server.api(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": client },
      body: JSON.stringify(body),
    });

  it("texts one number at most 5 codes in 10 minutes, whoever asks from wherever, with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post(
            "/sign-up/phone-number",
            { phoneNumber: "+254722000001", password: PASSWORD, name: "Many Codes" },
            `198.51.100.${i}`,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const refused = await post("/phone-number/send-otp", { phoneNumber: "+254722000001" }, "198.51.100.99");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "Too many codes sent to this number. Please try again later.",
    );
    expect(await outbox(server, "+254722000001")).toHaveLength(5);
    // Another number is not held back by it.
    expect(
      (await post("/phone-number/send-otp", { phoneNumber: "+254722000002" }, "198.51.100.98")).status,
    ).toBe(200);
  });

  it("limits one address to 5 code requests in 10 minutes across numbers, as for e-mailed codes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post("/phone-number/send-otp", { phoneNumber: `+25472210000${i}` }, "203.0.113.7")).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(
      (await post("/phone-number/send-otp", { phoneNumber: "+254722100009" }, "203.0.113.8")).status,
    ).toBe(200);
    const resets: number[] = [];
    for (let i = 0; i < 6; i++) {
      resets.push(
        (
          await post(
            "/phone-number/request-password-reset",
            { phoneNumber: `+25472220000${i}` },
            "203.0.113.9",
          )
        ).status,
      );
    }
    expect(resets[5]).toBe(429);
  });

  it("limits password sign-ins by phone per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await post(
            "/sign-in/phone-number",
            { phoneNumber: `+2547223000${String(i).padStart(2, "0")}`, password: "wrong-password-1" },
            "203.0.113.20",
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("slows password sign-ins to one number down across addresses, as for an e-mail account", async () => {
    await phoneUser(server, "+254722400400");
    for (let i = 0; i < 5; i++) {
      const res = await post(
        "/sign-in/phone-number",
        { phoneNumber: "+254722400400", password: "wrong-password-1" },
        `192.0.2.${i}`,
      );
      expect(res.status).toBe(401);
    }
    const slowed = await post(
      "/sign-in/phone-number",
      { phoneNumber: "0722 400 400", country: "KE", password: PASSWORD },
      "192.0.2.50",
    );
    expect(slowed.status).toBe(429);
    expect((await slowed.json()).message).toBe(
      "Too many failed sign-ins to this account. Try again in 1 second.",
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      (
        await post(
          "/sign-in/phone-number",
          { phoneNumber: "+254722400400", password: PASSWORD },
          "192.0.2.51",
        )
      ).status,
    ).toBe(200);
  });
});
