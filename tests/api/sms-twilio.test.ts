import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { createTwilioSms, SmsSendError } from "~/server/sms/twilio-sms";
import { settleJobs } from "../support/jobs";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, PASSWORD } from "./accounts-fixture";

const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "a-twilio-auth-token-for-tests";
const FROM = "+15005550006";

type Received = {
  path: string;
  authorization: string | undefined;
  type: string | undefined;
  form: URLSearchParams;
};

/** Answers as Twilio's Messages endpoint does: 201 and the message, or 400 and Twilio's error JSON. */
function fakeTwilio(received: Received[]): Server {
  return createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    received.push({
      path: req.url ?? "",
      authorization: req.headers.authorization,
      type: req.headers["content-type"],
      form,
    });
    res.setHeader("content-type", "application/json");
    const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`;
    if (req.headers.authorization !== expectedAuth) {
      res.statusCode = 401;
      res.end(
        JSON.stringify({
          code: 20003,
          message: "Authenticate",
          more_info: "https://www.twilio.com/docs/errors/20003",
          status: 401,
        }),
      );
      return;
    }
    if (form.get("To") === "+15005550001") {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          code: 21211,
          message: "The 'To' number +15005550001 is not a valid phone number.",
          more_info: "https://www.twilio.com/docs/errors/21211",
          status: 400,
        }),
      );
      return;
    }
    res.statusCode = 201;
    res.end(
      JSON.stringify({
        sid: `SM${"f".repeat(32)}`,
        account_sid: SID,
        to: form.get("To"),
        from: form.get("From"),
        body: form.get("Body"),
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        uri: `/2010-04-01/Accounts/${SID}/Messages/SM${"f".repeat(32)}.json`,
      }),
    );
  });
}

describe("SMS through Twilio's REST API", () => {
  const received: Received[] = [];
  let twilio: Server;
  let baseUrl: string;

  beforeAll(async () => {
    twilio = fakeTwilio(received);
    await new Promise<void>((resolve) => twilio.listen(0, "127.0.0.1", () => resolve()));
    baseUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

  it("posts To, From and Body as a form to the account's Messages endpoint with basic auth", async () => {
    const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl });
    await sms.send({ to: "+254712345678", text: "123456 is your Ujamaa code." });
    const last = received.at(-1)!;
    expect(last.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(last.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(last.type).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(last.form)).toEqual({
      To: "+254712345678",
      From: FROM,
      Body: "123456 is your Ujamaa code.",
    });
  });

  it("sends from a Messaging Service when SMS_FROM is one", async () => {
    const service = `MG${"a".repeat(32)}`;
    await createTwilioSms({ accountSid: SID, authToken: TOKEN, from: service, baseUrl }).send({
      to: "+27821234567",
      text: "hi",
    });
    expect(received.at(-1)!.form.get("MessagingServiceSid")).toBe(service);
    expect(received.at(-1)!.form.get("From")).toBeNull();
  });

  it("throws Twilio's error code and message, never the text with its code", async () => {
    const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl });
    const error = await sms.send({ to: "+15005550001", text: "654321 is your Ujamaa code." }).catch((e) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error.status).toBe(400);
    expect(error.providerCode).toBe(21211);
    expect(error.message).toContain("The 'To' number +15005550001 is not a valid phone number.");
    expect(error.message).not.toContain("654321");
    const denied = await createTwilioSms({
      accountSid: SID,
      authToken: "a-wrong-token-of-length",
      from: FROM,
      baseUrl,
    })
      .send({ to: "+254712345678", text: "x" })
      .catch((e) => e);
    expect(denied.status).toBe(401);
    expect(denied.providerCode).toBe(20003);
  });

  it("is switched on by SMS_PROVIDER=twilio with its three settings, each named when missing", () => {
    const env = {
      SMS_PROVIDER: "twilio",
      SMS_TWILIO_ACCOUNT_SID: SID,
      SMS_TWILIO_AUTH_TOKEN: TOKEN,
      SMS_FROM: FROM,
    };
    expect(loadConfig(env).sms).toEqual({
      kind: "twilio",
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      baseUrl: "https://api.twilio.com",
    });
    expect(loadConfig(env).smsOutbox).toBe(false);
    expect(loadConfig({}).sms).toEqual({ kind: "outbox" });
    expect(() => loadConfig({ ...env, SMS_FROM: undefined })).toThrow(
      "Invalid environment variable SMS_FROM: required when SMS_PROVIDER=twilio",
    );
    expect(() => loadConfig({ ...env, SMS_TWILIO_ACCOUNT_SID: "nope" })).toThrow(
      /SMS_TWILIO_ACCOUNT_SID: must be a Twilio account SID/,
    );
    expect(() => loadConfig({ SMS_FROM: FROM })).toThrow(
      "Invalid environment variable SMS_PROVIDER: must be twilio when SMS_FROM is set",
    );
    expect(() => loadConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(
      "SMS_PROVIDER: must be outbox or twilio",
    );
  });

  describe.each(engines())("from the app, as a background job, on %s", (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, {
        AUTH_RATE_LIMIT: "false",
        SMS_PROVIDER: "twilio",
        SMS_TWILIO_ACCOUNT_SID: SID,
        SMS_TWILIO_AUTH_TOKEN: TOKEN,
        SMS_FROM: FROM,
        SMS_TWILIO_BASE_URL: baseUrl,
      });
    });
    afterAll(() => server.close());

    it("texts the sign-up code through Twilio, keeps nothing in the outbox, and the code works", async () => {
      const before = received.length;
      const res = await authPost(server, "/sign-up/phone-number", {
        phoneNumber: "+254 733 123 456",
        password: PASSWORD,
        name: "Twilio Person",
      });
      expect(res.status).toBe(200);
      await settleJobs(server.database);
      const sent = received.slice(before).find((r) => r.form.get("To") === "+254733123456");
      expect(sent).toBeDefined();
      const code = sent!.form.get("Body")!.match(/\d{6}/)![0];
      const outbox = await (await server.api("/api/dev/mail?to=%2B254733123456")).json();
      expect(outbox.items).toHaveLength(0);
      const verify = await authPost(server, "/phone-number/verify", { phoneNumber: "+254733123456", code });
      expect(verify.status).toBe(200);
    });
  });
});
