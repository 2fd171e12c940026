import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayNotice, notice, tierNotice } from "~/domain/notifications/notice";
import { notifications, users } from "~/server/db/schema";
import { createNotification } from "~/server/services/notifications/create-notification";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";
import { userIdOf } from "./notifications-fixture";

type Listed = { items: { id: string; title: string; message: string }[] };

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
            date: dayNotice(new Date("2027-03-05T00:00:00Z")),
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

  it("writes each notification again in the language the reader's page asks for; an older row keeps its text", async () => {
    const listed = async (cookie: string, language: string) =>
      (
        (await (
          await server.api("/api/v1/notifications", { headers: { cookie, "Accept-Language": language } })
        ).json()) as Listed
      ).items;
    const [batch, renewed] = await listed(french, "es");
    expect(batch).toMatchObject({
      title: "La certificación vence en 7 días",
      message: "Kente Cafe respondió a su reseña",
    });
    // The markup of a name is dropped when written again, as when it was stored.
    expect(renewed?.message).toBe(
      "La certificación Certificado de Kente Cafe ahora es válida hasta el 5 mar 2027.",
    );
    expect((await listed(french, "ar"))[0]?.title).toBe("تنتهي صلاحية الاعتماد خلال 7 أيام");
    // A client that asks for no language of ours reads the text stored in the recipient's language.
    expect((await listed(french, "de"))[0]?.title).toBe("La certification expire dans 7 jours");

    const [older] = await server.database.db
      .insert(notifications)
      .values({ userId: frenchId, type: "other", title: "Ancienne notification", message: "Écrite avant." })
      .returning();
    const [first] = await listed(french, "en");
    expect(first).toMatchObject({ id: older!.id, title: "Ancienne notification", message: "Écrite avant." });

    // Marking one read answers it in the reader's language too.
    const read = await server.api(`/api/v1/notifications/${batch!.id}/read`, {
      method: "POST",
      headers: { cookie: french, "Accept-Language": "en" },
    });
    expect(await read.json()).toMatchObject({ title: "Certification expires in 7 days", is_read: true });
  });
});
