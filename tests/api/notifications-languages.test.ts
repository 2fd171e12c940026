import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/server/db/schema";
import { createNotification } from "~/server/services/notifications/create-notification";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import { notice, tierNotice } from "~/server/services/notifications/notice-text";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";
import { userIdOf } from "./notifications-fixture";

type Listed = { items: { title: string; message: string }[] };

describe.each(engines())("notifications in their recipient's language on %s", (engine) => {
  let server: TestServer;
  let french: string;
  let english: string;
  let arabic: string;
  let frenchId: string;
  let englishId: string;
  let arabicId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    french = await newUser(server, "amelie@example.com");
    english = await newUser(server, "emma@example.com");
    arabic = await newUser(server, "amina@example.com");
    frenchId = await userIdOf(server.database.db, "amelie@example.com");
    englishId = await userIdOf(server.database.db, "emma@example.com");
    arabicId = await userIdOf(server.database.db, "amina@example.com");
    await server.database.db.update(users).set({ language: "fr" }).where(eq(users.id, frenchId));
    await server.database.db.update(users).set({ language: null }).where(eq(users.id, englishId));
    await server.database.db.update(users).set({ language: "ar" }).where(eq(users.id, arabicId));
  });
  afterAll(() => server.close());

  const newest = async (cookie: string) =>
    ((await (await get(server, "/api/v1/notifications", cookie)).json()) as Listed).items[0];

  it("stores one notification in French for a French user and in English for an English one", async () => {
    const renewed = (userId: string) =>
      createNotification(
        { db: server.database.db },
        {
          userId,
          kind: "certification_update",
          title: notice("Certification renewed"),
          body: notice("{business}'s {tier} certification now runs until {date}.", {
            business: "Kente <b>Cafe</b>",
            tier: tierNotice("Certified"),
            date: new Date("2027-03-05T00:00:00Z"),
          }),
          link: "/certification/x",
        },
      );
    await renewed(frenchId);
    await renewed(englishId);
    expect(await newest(french)).toMatchObject({
      title: "Certification renouvelée",
      message: "La certification Certifié de Kente Cafe est désormais valable jusqu'au 5 mars 2027.",
    });
    expect(await newest(english)).toMatchObject({
      title: "Certification renewed",
      message: "Kente Cafe's Certified certification now runs until 2027-03-05.",
    });
  });

  it("writes a batch in each recipient's language, plurals in Arabic's forms", async () => {
    const stored = await createNotifications(
      { db: server.database.db },
      [frenchId, englishId, arabicId].map((userId) => ({
        userId,
        kind: "certification_update" as const,
        title: notice("Certification expires in {days, plural, one {# day} other {# days}}", { days: 7 }),
        body: notice("{business} responded to your review", { business: "Kente Cafe" }),
      })),
    );
    expect(stored).toBe(3);
    expect(await newest(french)).toMatchObject({
      title: "La certification expire dans 7 jours",
      message: "Kente Cafe a répondu à votre avis",
    });
    expect(await newest(english)).toMatchObject({
      title: "Certification expires in 7 days",
      message: "Kente Cafe responded to your review",
    });
    expect(await newest(arabic)).toMatchObject({
      title: "تنتهي صلاحية الاعتماد خلال 7 أيام",
      message: "ردّت Kente Cafe على تقييمك",
    });
  });
});
