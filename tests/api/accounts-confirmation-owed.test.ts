import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, outbox, PASSWORD, signUp } from "./accounts-fixture";

const CONFIRM_SUBJECT = "Confirm your Ujamaa account";

describe.each(engines())(
  "accounts: a confirmation e-mail a sign-up never queued is sent on sign-in, on %s",
  (engine) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    });
    afterAll(() => server.close());

    /** The state a process cut off between creating the account and queueing its mail leaves behind. */
    async function cutOffBeforeTheMail(email: string) {
      await server.database.db
        .update(users)
        .set({ confirmationMailQueuedAt: null })
        .where(eq(users.email, email));
    }

    const confirmations = async (email: string) =>
      (await outbox(server, email)).filter((mail) => mail.subject === CONFIRM_SUBJECT);

    it("marks the mail queued at sign-up, so a sign-in owes nothing", async () => {
      expect((await signUp(server, "kofi@example.com")).status).toBe(200);
      expect(await confirmations("kofi@example.com")).toHaveLength(1);
      const [row] = await server.database.db.select().from(users).where(eq(users.email, "kofi@example.com"));
      expect(row!.confirmationMailQueuedAt).not.toBeNull();

      expect(
        (await authPost(server, "/sign-in/email", { email: "kofi@example.com", password: PASSWORD })).status,
      ).toBe(200);
      expect(await confirmations("kofi@example.com")).toHaveLength(1);
    });

    it("sends the owed mail once on the first sign-in attempts, even parallel ones, and its link confirms", async () => {
      expect((await signUp(server, "ama@example.com")).status).toBe(200);
      expect(await confirmations("ama@example.com")).toHaveLength(1);
      await cutOffBeforeTheMail("ama@example.com");

      const attempts = await Promise.all([
        authPost(server, "/sign-in/email", { email: "ama@example.com", password: PASSWORD }),
        authPost(server, "/sign-in/email", { email: "Ama@Example.com", password: "a wrong password" }),
        authPost(server, "/sign-in/email", { email: "ama@example.com", password: PASSWORD }),
      ]);
      expect(attempts.map((res) => res.status).sort()).toEqual([200, 200, 401]);
      const mails = await confirmations("ama@example.com");
      expect(mails).toHaveLength(2);

      const link = mails.at(-1)!.links.find((l) => l.includes("/api/auth/verify-email"))!;
      const confirm = await fetch(link, { redirect: "manual" });
      expect(confirm.headers.get("location")).toBe("/auth?type=signup");
      const [row] = await server.database.db.select().from(users).where(eq(users.email, "ama@example.com"));
      expect(row!.emailVerified).toBe(true);

      await authPost(server, "/sign-in/email", { email: "ama@example.com", password: PASSWORD });
      expect(await confirmations("ama@example.com")).toHaveLength(2);
    });

    it("owes nothing to a confirmed account or an unknown address", async () => {
      expect((await signUp(server, "zola@example.com")).status).toBe(200);
      await server.database.db
        .update(users)
        .set({ emailVerified: true, confirmationMailQueuedAt: null })
        .where(eq(users.email, "zola@example.com"));
      await authPost(server, "/sign-in/email", { email: "zola@example.com", password: PASSWORD });
      expect(await confirmations("zola@example.com")).toHaveLength(1);

      expect(
        (await authPost(server, "/sign-in/email", { email: "nobody@example.com", password: PASSWORD }))
          .status,
      ).toBe(401);
      expect(await outbox(server, "nobody@example.com")).toHaveLength(0);
    });
  },
);
