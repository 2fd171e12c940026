import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, users } from "~/server/db/schema";
import { settleJobs } from "../support/jobs";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser, outbox } from "./accounts-fixture";

const OPERATOR = "operator@ujamaa.test";
const VALID = {
  name: "Amara Okafor",
  email: "amara@example.com",
  subject: "Listing question",
  message: "How do I add a second location?",
};

describe.each(engines())("contact messages API on %s", (engine) => {
  let server: TestServer;
  let nextAddress = 10;

  beforeAll(async () => {
    // Behind one trusted proxy, each test sends from its own address and has its own hourly limit.
    // A small body limit (a full 5,000-character message still fits) keeps the oversize request short.
    server = await startTestServer(engine, {
      CONTACT_EMAIL: OPERATOR,
      TRUSTED_PROXY_HOPS: "1",
      BODY_LIMIT_BYTES: "32768",
    });
  });
  afterAll(() => server.close());

  const newAddress = () => `198.51.100.${nextAddress++}`;
  const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    server.api("/api/v1/contact-messages", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rowsFrom = (address: string) =>
    server.database.db.select().from(contactMessages).where(eq(contactMessages.clientAddress, address));

  it("stores an anonymous visitor's message, trimmed, and answers 201 with it", async () => {
    const address = newAddress();
    const res = await send({ ...VALID, name: "  Amara Okafor ", email: " amara@example.com " }, address);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject(VALID);
    expect(typeof body.id).toBe("string");
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
    const rows = await rowsFrom(address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...VALID, id: body.id, userId: null, clientAddress: address });
  });

  it("records the signed-in sender", async () => {
    const cookie = await newUser(server, "member@example.com");
    const [user] = await server.database.db.select().from(users).where(eq(users.email, "member@example.com"));
    const address = newAddress();
    const res = await send({ ...VALID, email: "member@example.com" }, address, { cookie });
    expect(res.status).toBe(201);
    const rows = await rowsFrom(address);
    expect(rows.map((r) => r.userId)).toEqual([user!.id]);
  });

  it("e-mails the operator with the sender's name, address, subject and message", async () => {
    const address = newAddress();
    const res = await send({ ...VALID, subject: "Partnership", message: "Line one\n\nLine two" }, address);
    expect(res.status).toBe(201);
    // Earlier tests' messages may reach the outbox in any order (two are sent at a time): find this one.
    const mail = (await outbox(server, OPERATOR)).find((m) => m.subject === "Contact form: Partnership");
    expect(mail).toBeDefined();
    expect(mail!.text).toContain("From: Amara Okafor <amara@example.com>");
    expect(mail!.text).toContain("Reply to: amara@example.com");
    expect(mail!.text).toContain("Line one\n\nLine two");
  });

  it("escapes HTML the sender writes in the e-mail's HTML part", async () => {
    const address = newAddress();
    const res = await send(
      {
        name: 'Eve <img src=x onerror="alert(1)">',
        email: "eve@example.com",
        subject: "<b>Bold</b> & co",
        message: "<script>alert('x')</script>",
      },
      address,
    );
    expect(res.status).toBe(201);
    await settleJobs(server.database);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, OPERATOR), like(mailOutbox.subject, "%Bold%")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toMatch(/<img[^>]*onerror/);
    expect(mail!.html).not.toContain("<b>");
    expect(mail!.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(mail!.html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; co");
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["name", { name: "   " }, "Please enter your name"],
    ["name", { name: "a".repeat(101) }, "Name must be at most 100 characters"],
    ["email", { email: "not-an-address" }, "Please enter a valid email address"],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter your email address"],
    ["subject", { subject: "" }, "Please enter a subject"],
    ["subject", { subject: "s".repeat(151) }, "Subject must be at most 150 characters"],
    ["message", { message: "\n \n" }, "Please enter a message"],
    ["message", { message: "m".repeat(5001) }, "Message must be at most 5,000 characters"],
  ];
  for (const [field, change, message] of invalid) {
    it(`rejects a bad ${field} (${message}) with 400, its field error and no row`, async () => {
      const address = newAddress();
      const res = await send({ ...VALID, ...change }, address);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("validation");
      expect(body.error.fields[field]).toBe(message);
      expect(await rowsFrom(address)).toHaveLength(0);
    });
  }

  it("accepts the longest allowed fields", async () => {
    const address = newAddress();
    const res = await send(
      { name: "n".repeat(100), email: VALID.email, subject: "s".repeat(150), message: "m".repeat(5000) },
      address,
    );
    expect(res.status).toBe(201);
  });

  it("rejects malformed JSON and an oversize body in the error shape, writing nothing", async () => {
    const address = newAddress();
    const malformed = await send("{not json", address);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("validation");
    const huge = await send({ ...VALID, message: "m".repeat(40_000) }, address);
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe("payload_too_large");
    expect(await rowsFrom(address)).toHaveLength(0);
  });

  it("answers the sixth message in an hour from one address with 429; other addresses still send", async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) {
      expect((await send({ ...VALID, subject: `Message ${i}` }, address)).status).toBe(201);
    }
    const limited = await send({ ...VALID, subject: "Message 6" }, address);
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toBe(
      "You have sent 5 messages in the last hour. Please try again later or e-mail us directly.",
    );
    expect(await rowsFrom(address)).toHaveLength(5);
    expect((await send(VALID, newAddress())).status).toBe(201);
  });

  it("counts only the last hour", async () => {
    const address = newAddress();
    await server.database.db.insert(contactMessages).values(
      Array.from({ length: 5 }, () => ({
        ...VALID,
        clientAddress: address,
        createdAt: new Date(Date.now() - 61 * 60 * 1000),
      })),
    );
    expect((await send(VALID, address)).status).toBe(201);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths["/contact-messages"].post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "413", "429"]),
    );
  });
});
