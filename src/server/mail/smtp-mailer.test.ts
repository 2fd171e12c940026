import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server";
import { createSmtpMailer } from "./smtp-mailer";
import { contactMessageMail, opportunityAlertMail, resetPasswordMail } from "./templates";

describe("SMTP mailer", () => {
  let smtp: TestSmtpServer;
  let received: TestSmtpServer["received"];
  let port: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ received, port } = smtp);
  });
  afterAll(() => smtp.close());

  it("delivers a templated message to a real SMTP server", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Ujamaa <no-reply@ujamaa.test>");
    expect(mailer.kind).toBe("smtp");
    await mailer.send(await resetPasswordMail("ada@example.com", "https://ujamaa.example/reset/abc"));
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe("no-reply@ujamaa.test");
    expect(received[0]!.to).toEqual(["ada@example.com"]);
    expect(received[0]!.data).toContain("Subject: Reset your Ujamaa password");
    expect(received[0]!.data).toContain("https://ujamaa.example/reset/abc");
  });

  it("sends a contact message with the sender as Reply-To, so the operator answers them directly", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Ujamaa <no-reply@ujamaa.test>");
    await mailer.send(
      await contactMessageMail("hello@ujamaa.test", {
        name: "Ama Owusu",
        email: "ama@example.com",
        subject: "Listing question",
        message: "Hello",
        signedIn: false,
        origin: "https://ujamaa.example",
      }),
    );
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(["hello@ujamaa.test"]);
    expect(mail.data).toMatch(/^Reply-To: ama@example\.com\r?$/m);
  });

  it("sends an opportunity alert with RFC 8058 one-click unsubscribe headers", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Ujamaa <no-reply@ujamaa.test>");
    const unsubscribeUrl = "https://ujamaa.example/api/v1/unsubscribe?token=dXNlcg.abc";
    await mailer.send(
      await opportunityAlertMail("owner@example.com", {
        ownerName: "Ada",
        match: "interests",
        businessNames: [],
        title: "Roof repair",
        companyName: "Acme",
        description: null,
        location: "Atlanta, GA",
        budget: { min: null, max: null },
        deadline: null,
        naics: { edition: "NAICS 2017", codes: [] },
        origin: "https://ujamaa.example",
        url: "https://ujamaa.example/opportunities/1",
        unsubscribeUrl,
      }),
    );
    // Long headers may be folded (RFC 5322): unfold before reading them.
    const data = received.at(-1)!.data.replace(/\r?\n[ \t]+/g, " ");
    expect(data).toMatch(
      /^List-Unsubscribe: <https:\/\/ujamaa\.example\/api\/v1\/unsubscribe\?token=dXNlcg\.abc>\r?$/m,
    );
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("sends a job's message again with the same Message-ID, so a retry after a crash is the same message", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Ujamaa <no-reply@ujamaa.test>");
    const messageIdOf = (data: string) => /^Message-ID: (.*?)\r?$/im.exec(data)?.[1];
    const message = await resetPasswordMail("kofi@example.com", "https://ujamaa.example/reset/def");
    const job = "0b5d6c1e-9a4f-4a57-8d0e-3f1c2b7a9e10";
    await mailer.send(message, { id: job });
    await mailer.send(message, { id: job });
    await mailer.send(message, { id: "5f0c3a2b-1d4e-4f6a-9b8c-7e6d5c4b3a21" });
    const ids = received.slice(-3).map((m) => messageIdOf(m.data));
    expect(ids[0]).toBe(`<${job}@ujamaa.test>`);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe("<5f0c3a2b-1d4e-4f6a-9b8c-7e6d5c4b3a21@ujamaa.test>");
  });
});
