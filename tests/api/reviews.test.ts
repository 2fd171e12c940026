import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEWS_PER_DAY, REVIEWS_PER_PAGE } from "~/domain/reviews/review-rules";
import { businesses, notifications, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { outbox } from "./accounts-fixture";
import {
  freshAddress,
  member,
  newBusiness,
  type ReviewCalls,
  reviewCalls,
  type Who,
} from "./reviews-fixture";

const ADMIN_EMAIL = "admin@reviews.test";

describe.each(engines())("customer reviews API on %s", (engine) => {
  let server: TestServer;
  let api: ReviewCalls;
  let owner: Who;
  let admin: Who;
  let amara: Who;
  let kwame: Who;
  let denise: Who;
  let unconfirmed: Who;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_RATE_LIMIT: "false",
      TRUSTED_PROXY_HOPS: "1",
    });
    api = reviewCalls(server);
    [owner, admin, amara, kwame, denise, unconfirmed] = await Promise.all([
      member(server, "owner@reviews.test", "Jordan Ellis"),
      member(server, ADMIN_EMAIL, "Ada Admin"),
      member(server, "amara@reviews.test", "Amara Okafor"),
      member(server, "kwame@reviews.test", "Kwame Mensah"),
      member(server, "denise@reviews.test", "Denise Carter"),
      member(server, "new@reviews.test", "Nia Newcomer", false),
    ]);
  });
  afterAll(() => server.close());

  async function figures(businessId: string) {
    const res = await api.business(businessId);
    expect(res.status).toBe(200);
    const { rating, review_count } = await res.json();
    return { rating, review_count };
  }

  async function write(
    who: Who,
    businessId: string,
    rating: number,
    body = `${rating} stars from ${who.name}`,
  ) {
    const res = await api.write(who.cookie, businessId, { rating, body });
    expect([200, 201], await res.clone().text()).toContain(res.status);
    return res.json();
  }

  it("creates one review per customer: a second post replaces it and the count does not grow", async () => {
    const id = await newBusiness(server, owner.id, "Replace Cafe");
    expect(await figures(id)).toEqual({ rating: null, review_count: 0 });

    const first = await api.write(amara.cookie, id, {
      rating: 4,
      body: "  Great <b>jollof</b>, slow service.  ",
    });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({
      rating: 4,
      body: "Great jollof, slow service.",
      author_name: "Amara O.",
      response: null,
      is_hidden: false,
    });
    expect(await figures(id)).toEqual({ rating: 4, review_count: 1 });

    const second = await api.write(amara.cookie, id, { rating: 2, body: "Changed my mind." });
    expect(second.status).toBe(200);
    const replaced = await second.json();
    expect(replaced).toMatchObject({ id: created.id, rating: 2, body: "Changed my mind." });
    expect(await figures(id)).toEqual({ rating: 2, review_count: 1 });

    const list = await (await api.list(id)).json();
    expect(list.items).toHaveLength(1);
    expect(list).toMatchObject({ total: 1, next: null, rating: 2 });
    expect(list.distribution).toEqual({ "5": 0, "4": 0, "3": 0, "2": 1, "1": 0 });
  });

  it("refuses the business's owner and admins (403), visitors (401) and unconfirmed accounts (403)", async () => {
    const id = await newBusiness(server, owner.id, "Refusals Diner");
    const body = { rating: 5, body: "Best in town" };
    const visitor = await api.write("", id, body);
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("unauthorized");
    const byOwner = await api.write(owner.cookie, id, body);
    expect(byOwner.status).toBe(403);
    expect((await byOwner.json()).error.message).toBe("You cannot review your own business.");
    const byAdmin = await api.write(admin.cookie, id, body);
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).error.message).toBe("Administrators cannot review businesses.");
    const byNewcomer = await api.write(unconfirmed.cookie, id, body);
    expect(byNewcomer.status).toBe(403);
    expect((await byNewcomer.json()).error.message).toBe(
      "Confirm your e-mail address or phone number before writing a review.",
    );
    expect(await figures(id)).toEqual({ rating: null, review_count: 0 });
    expect((await api.write(amara.cookie, crypto.randomUUID(), body)).status).toBe(404);
    expect((await api.write(amara.cookie, "not-an-id", body)).status).toBe(404);
  });

  it("lets a customer with a confirmed phone number and no e-mail review", async () => {
    const phoneOnly = await member(server, "phone-person@reviews.test", "Phone Person", false);
    // An account made with a phone only has a placeholder address that no mail reaches: it confirms nothing.
    await server.database.db
      .update(users)
      .set({ email: "15555550111@phone.ujamaa.invalid", emailVerified: true })
      .where(eq(users.id, phoneOnly.id));
    const id = await newBusiness(server, owner.id, "Phone Friendly Shop");
    expect((await api.write(phoneOnly.cookie, id, { rating: 5, body: "Great" })).status).toBe(403);
    await server.database.db
      .update(users)
      .set({ phoneNumber: "+15555550111", phoneNumberVerified: true })
      .where(eq(users.id, phoneOnly.id));
    expect((await api.write(phoneOnly.cookie, id, { rating: 5, body: "Great" })).status).toBe(201);
  });

  it("validates the rating and the text (400 naming the field) and stores nothing", async () => {
    const id = await newBusiness(server, owner.id, "Validation Grill");
    const cases: [unknown, string][] = [
      [{ rating: 0, body: "x" }, "rating"],
      [{ rating: 6, body: "x" }, "rating"],
      [{ rating: 4.5, body: "x" }, "rating"],
      [{ rating: "5", body: "x" }, "rating"],
      [{ body: "x" }, "rating"],
      [{ rating: 5, body: "" }, "body"],
      [{ rating: 5, body: "<script>alert(1)</script>" }, "body"],
      [{ rating: 5, body: "x".repeat(2001) }, "body"],
      [{ rating: 5, body: "ok", author_id: owner.id }, "author_id"],
    ];
    for (const [body, field] of cases) {
      const res = await api.write(amara.cookie, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toContain(field);
    }
    expect((await api.write(amara.cookie, id, { rating: 5, body: "x".repeat(2000) })).status).toBe(201);
    expect(await figures(id)).toEqual({ rating: 5, review_count: 1 });
  });

  it("keeps rating (mean, one decimal) and count exact after create, replace, delete and hide, in search and sort too", async () => {
    const id = await newBusiness(server, owner.id, "Figures Kitchen Zeta");
    const rival = await newBusiness(server, owner.id, "Figures Kitchen Alpha");
    await write(denise, rival, 4);
    const a = await write(amara, id, 5);
    const k = await write(kwame, id, 4);
    await write(denise, id, 4);
    expect(await figures(id)).toEqual({ rating: 4.3, review_count: 3 }); // 13 / 3 = 4.33

    await write(kwame, id, 3); // replaced: 5 + 3 + 4 = 12 / 3
    expect(await figures(id)).toEqual({ rating: 4, review_count: 3 });

    /** Both in the rating sort and the tier sort's tie-break (both businesses are Free). */
    const search = async () => {
      const orders = await Promise.all(
        ["rating", "tier"].map(async (sort) => {
          const res = await server.api(`/api/v1/businesses?keyword=Figures%20Kitchen&sort=${sort}`);
          const { items } = (await res.json()) as {
            items: { name: string; rating: number; review_count: number }[];
          };
          return items.map((b) => [b.name, b.rating, b.review_count]);
        }),
      );
      expect(orders[1]).toEqual(orders[0]);
      return orders[0];
    };
    expect(await search()).toEqual([
      ["Figures Kitchen Zeta", 4, 3],
      ["Figures Kitchen Alpha", 4, 1],
    ]);

    expect((await api.remove(kwame.cookie, k.id)).status).toBe(204);
    expect(await figures(id)).toEqual({ rating: 4.5, review_count: 2 });

    const hidden = await api.moderate(admin.cookie, a.id, { action: "hide", reason: "Off-topic" });
    expect(hidden.status).toBe(200);
    expect(await figures(id)).toEqual({ rating: 4, review_count: 1 });
    expect(await search()).toEqual([
      ["Figures Kitchen Alpha", 4, 1],
      ["Figures Kitchen Zeta", 4, 1],
    ]);

    const restored = await api.moderate(admin.cookie, a.id, {
      action: "restore",
      reason: "On reflection, fine",
    });
    expect(restored.status).toBe(200);
    expect(await figures(id)).toEqual({ rating: 4.5, review_count: 2 });
    expect((await search())?.[0]).toEqual(["Figures Kitchen Zeta", 4.5, 2]);
  });

  it("counts every review written at once", async () => {
    const id = await newBusiness(server, owner.id, "Rush Hour Bistro");
    const people = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => member(server, `rush${n}@reviews.test`, `Rush Person${n}`)),
    );
    const answers = await Promise.all(
      people.map((p, i) => api.write(p.cookie, id, { rating: (i % 5) + 1, body: "Busy!" })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // 1 + 2 + 3 + 4 + 5 + 1 = 16 / 6 = 2.67
    expect(await figures(id)).toEqual({ rating: 2.7, review_count: 6 });
  });

  it("lists published reviews newest first, a page at a time, without hidden ones", async () => {
    const id = await newBusiness(server, owner.id, "Paging Place");
    const people = await Promise.all(
      Array.from({ length: REVIEWS_PER_PAGE + 2 }, (_, n) =>
        member(server, `pager${n}@reviews.test`, `Pager Person${n}`),
      ),
    );
    const ids: string[] = [];
    for (const [n, p] of people.entries())
      ids.push((await write(p, id, (n % 5) + 1, `Review number ${n}`)).id);
    const hide = await api.moderate(admin.cookie, ids[3]!, { action: "hide", reason: "Spam link" });
    expect(hide.status).toBe(200);

    const first = await (await api.list(id)).json();
    expect(first.total).toBe(REVIEWS_PER_PAGE + 1);
    expect(first.next).toBe(2);
    expect(first.items).toHaveLength(REVIEWS_PER_PAGE);
    expect(first.items[0].body).toBe(`Review number ${REVIEWS_PER_PAGE + 1}`);
    const second = await (await api.list(id, "", 2)).json();
    expect(second.next).toBeNull();
    const shown = [...first.items, ...second.items].map((r: { id: string }) => r.id);
    expect(shown).toHaveLength(REVIEWS_PER_PAGE + 1);
    expect(shown).not.toContain(ids[3]);
    expect(shown).toEqual([...ids].reverse().filter((r) => r !== ids[3]));
    const count = Object.values(first.distribution as Record<string, number>).reduce((s, n) => s + n, 0);
    expect(count).toBe(REVIEWS_PER_PAGE + 1);

    // The hidden review's author still sees it on their own, marked hidden; the public does not.
    const again = await api.write(people[3]!.cookie, id, { rating: 5, body: "Edited while hidden" });
    expect(again.status).toBe(200);
    expect((await again.json()).is_hidden).toBe(true);
    expect((await (await api.list(id)).json()).total).toBe(REVIEWS_PER_PAGE + 1);

    expect((await api.list(crypto.randomUUID())).status).toBe(404);
    expect((await api.list(id, "", 0)).status).toBe(400);
  });

  it("never answers an author's e-mail or id in public", async () => {
    const id = await newBusiness(server, owner.id, "Privacy Pantry");
    const review = await write(amara, id, 5, "Lovely");
    await api.respond(owner.cookie, review.id, { body: "Thank you!" });
    const answers = [
      await (await api.list(id)).text(),
      await (await api.list(id, kwame.cookie)).text(),
      await (await api.business(id)).text(),
      await (await server.api("/api/v1/businesses?keyword=Privacy%20Pantry")).text(),
    ];
    for (const text of answers) {
      for (const secret of [amara.email, amara.id, owner.email, owner.id, "Okafor", "@"]) {
        expect(text, secret).not.toContain(secret);
      }
    }
    expect(JSON.parse(answers[0]!).items[0].author_name).toBe("Amara O.");
  });

  it("lets its author or an admin delete a review; anyone else is refused", async () => {
    const id = await newBusiness(server, owner.id, "Deletion Deli");
    const mine = await write(amara, id, 5);
    const theirs = await write(kwame, id, 1);
    expect((await api.remove("", mine.id)).status).toBe(401);
    expect((await api.remove(kwame.cookie, mine.id)).status).toBe(403);
    expect((await api.remove(owner.cookie, mine.id)).status).toBe(403);
    expect(await figures(id)).toEqual({ rating: 3, review_count: 2 });
    expect((await api.remove(amara.cookie, mine.id)).status).toBe(204);
    expect((await api.remove(amara.cookie, mine.id)).status).toBe(404);
    expect((await api.remove(admin.cookie, theirs.id)).status).toBe(204);
    expect(await figures(id)).toEqual({ rating: null, review_count: 0 });
    expect((await api.remove(amara.cookie, crypto.randomUUID())).status).toBe(404);
  });

  it("lets the owner (or an admin) respond once, editable; the reviewer is told in the app and by e-mail", async () => {
    const id = await newBusiness(server, owner.id, "Response Roastery");
    const review = await write(denise, id, 3, "Coffee was cold");
    const body = { body: "Sorry! Come back for a fresh cup on us." };
    expect((await api.respond("", review.id, body)).status).toBe(401);
    expect((await api.respond(kwame.cookie, review.id, body)).status).toBe(403);
    expect((await api.respond(denise.cookie, review.id, body)).status).toBe(403);
    expect((await api.respond(owner.cookie, review.id, { body: "" })).status).toBe(400);
    expect((await api.respond(owner.cookie, crypto.randomUUID(), body)).status).toBe(404);

    const first = await api.respond(owner.cookie, review.id, body);
    expect(first.status).toBe(200);
    expect((await first.json()).response.body).toBe(body.body);
    const edited = await api.respond(admin.cookie, review.id, { body: "Sorry! A fresh cup is on us." });
    expect(edited.status).toBe(200);
    const list = await (await api.list(id)).json();
    expect(list.items[0].response.body).toBe("Sorry! A fresh cup is on us.");
    expect(await figures(id)).toEqual({ rating: 3, review_count: 1 });

    const told = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, denise.id),
          eq(notifications.title, "Response Roastery responded to your review"),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: "other", link: `/business/${id}#review-${review.id}` });
    const mail = (await outbox(server, denise.email)).filter((m) =>
      /responded to your review/.test(m.subject),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/business/${id}#review-${review.id}`);
    expect(mail[0]!.text).not.toContain("fresh cup");
  });

  it("tells the owner in the app of each new review (not of a replacement)", async () => {
    const id = await newBusiness(server, owner.id, "Notified Noodles");
    await write(kwame, id, 5);
    await write(kwame, id, 4);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, owner.id), eq(notifications.title, "New review of Notified Noodles")),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: "other",
      message: "Kwame M. rated Notified Noodles 5 out of 5.",
      link: `/business/${id}#reviews`,
    });
  });

  it("takes reports from anyone signed in; an admin hides and restores, each step recorded with who, when and why", async () => {
    const id = await newBusiness(server, owner.id, "Moderation Market");
    const review = await write(kwame, id, 1, "Terrible, visit example.com instead");
    const reason = { reason: "Advertises a competitor" };
    expect((await api.report("", review.id, reason)).status).toBe(401);
    expect((await api.report(kwame.cookie, review.id, reason)).status).toBe(403);
    expect((await api.report(amara.cookie, review.id, { reason: "" })).status).toBe(400);
    expect((await api.report(amara.cookie, crypto.randomUUID(), reason)).status).toBe(404);
    expect((await api.report(owner.cookie, review.id, reason)).status).toBe(201);
    expect((await api.report(amara.cookie, review.id, { reason: "Spam" })).status).toBe(201);
    expect((await api.report(amara.cookie, review.id, { reason: "Spam link" })).status).toBe(200);

    expect((await api.moderation("")).status).toBe(401);
    expect((await api.moderation(owner.cookie)).status).toBe(403);
    expect((await api.moderate("", review.id, { action: "hide", reason: "x" })).status).toBe(401);
    expect((await api.moderate(owner.cookie, review.id, { action: "hide", reason: "x" })).status).toBe(403);
    expect((await api.moderate(admin.cookie, review.id, { action: "hide" })).status).toBe(400);
    expect((await api.moderate(admin.cookie, review.id, { action: "bury", reason: "x" })).status).toBe(400);

    const reported = await (await api.moderation(admin.cookie, "?status=reported")).json();
    const entry = reported.items.find((r: { id: string }) => r.id === review.id);
    expect(entry).toMatchObject({ business_id: id, business_name: "Moderation Market", is_hidden: false });
    expect(entry.reports.map((r: { reason: string; open: boolean }) => [r.reason, r.open])).toEqual([
      ["Spam link", true],
      ["Advertises a competitor", true],
    ]);

    expect((await api.moderate(admin.cookie, review.id, { action: "restore", reason: "x" })).status).toBe(
      409,
    );
    const hide = await api.moderate(admin.cookie, review.id, { action: "hide", reason: "Advertising" });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toMatchObject({ is_hidden: true });
    expect((await (await api.list(id)).json()).items).toEqual([]);
    expect(await figures(id)).toEqual({ rating: null, review_count: 0 });
    expect((await api.report(denise.cookie, review.id, reason)).status).toBe(404);
    expect((await api.moderate(admin.cookie, review.id, { action: "hide", reason: "again" })).status).toBe(
      409,
    );

    const afterHide = await (await api.moderation(admin.cookie)).json();
    expect(afterHide.items.map((r: { id: string }) => r.id)).not.toContain(review.id);
    const hiddenList = await (await api.moderation(admin.cookie, "?status=hidden")).json();
    expect(hiddenList.items.map((r: { id: string }) => r.id)).toContain(review.id);

    const restore = await api.moderate(admin.cookie, review.id, {
      action: "restore",
      reason: "Mentions are allowed",
    });
    expect(restore.status).toBe(200);
    const restored = await restore.json();
    expect(restored.is_hidden).toBe(false);
    expect(restored.reports.every((r: { open: boolean }) => !r.open)).toBe(true);
    expect(await figures(id)).toEqual({ rating: 1, review_count: 1 });
    expect(
      restored.history.map((e: { action: string; actor_name: string; reason: string | null }) => [
        e.action,
        e.actor_name,
        e.reason,
      ]),
    ).toEqual([
      ["created", "Kwame Mensah", null],
      ["reported", "Jordan Ellis", "Advertises a competitor"],
      ["reported", "Amara Okafor", "Spam"],
      ["reported", "Amara Okafor", "Spam link"],
      ["hidden", "Ada Admin", "Advertising"],
      ["restored", "Ada Admin", "Mentions are allowed"],
    ]);
    for (const e of restored.history) expect(Number.isNaN(Date.parse(e.created_at))).toBe(false);

    // A new report reopens it; dismissing keeps it shown and is recorded too.
    expect((await api.report(denise.cookie, review.id, { reason: "Rude" })).status).toBe(201);
    const dismissed = await api.moderate(admin.cookie, review.id, { action: "dismiss", reason: "Not rude" });
    expect(dismissed.status).toBe(200);
    expect((await dismissed.json()).history.at(-1)).toMatchObject({
      action: "dismissed",
      reason: "Not rude",
    });
    expect((await api.moderate(admin.cookie, review.id, { action: "dismiss", reason: "x" })).status).toBe(
      409,
    );
    expect(await figures(id)).toEqual({ rating: 1, review_count: 1 });
  });

  it("marks a review edited only when its author rewrites it: a response, hiding and restoring leave it", async () => {
    const id = await newBusiness(server, owner.id, "Untouched Tearoom");
    const review = await write(amara, id, 4, "Fragrant rooibos, kind staff");
    expect(review.updated_at).toBe(review.created_at);
    expect((await api.respond(owner.cookie, review.id, { body: "Thank you, Amara!" })).status).toBe(200);
    expect((await api.report(kwame.cookie, review.id, { reason: "Spam" })).status).toBe(201);
    expect((await api.moderate(admin.cookie, review.id, { action: "hide", reason: "Check" })).status).toBe(
      200,
    );
    const restore = await api.moderate(admin.cookie, review.id, { action: "restore", reason: "Fine" });
    expect(restore.status).toBe(200);
    expect(await restore.json()).toMatchObject({ updated_at: review.created_at });
    const [shown] = (await (await api.list(id)).json()).items;
    expect(shown).toMatchObject({ created_at: review.created_at, updated_at: review.created_at });

    await write(amara, id, 5, "Fragrant rooibos, kind staff, and scones");
    const [rewritten] = (await (await api.list(id)).json()).items;
    expect(Date.parse(rewritten.updated_at)).toBeGreaterThan(Date.parse(review.created_at));
  });

  it(`answers 429 with Retry-After past ${REVIEWS_PER_DAY} posts a day from one account`, async () => {
    const busy = await member(server, "busy@reviews.test", "Busy Bee");
    const places = await Promise.all(
      Array.from({ length: REVIEWS_PER_DAY + 1 }, (_, n) => newBusiness(server, owner.id, `Limit Stop ${n}`)),
    );
    for (const place of places.slice(0, REVIEWS_PER_DAY - 2)) await write(busy, place, 5);
    // A replacement and a deleted review count too.
    await write(busy, places[0]!, 4);
    const gone = await write(busy, places[REVIEWS_PER_DAY - 2]!, 3);
    expect((await api.remove(busy.cookie, gone.id)).status).toBe(204);

    const refused = await api.write(busy.cookie, places[REVIEWS_PER_DAY]!, { rating: 5, body: "One more" });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(86_000);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect((await refused.json()).error).toMatchObject({
      code: "rate_limited",
      message: `You have posted ${REVIEWS_PER_DAY} reviews in the last 24 hours. Please try again later.`,
    });
    expect(await figures(places[REVIEWS_PER_DAY]!)).toEqual({ rating: null, review_count: 0 });
  });

  it(`answers 429 with Retry-After past ${REVIEWS_PER_DAY} posts a day from one address`, async () => {
    const address = freshAddress();
    const id = await newBusiness(server, owner.id, "Same Network Cafe");
    const people = await Promise.all(
      Array.from({ length: REVIEWS_PER_DAY + 1 }, (_, n) =>
        member(server, `net${n}@reviews.test`, `Net Person${n}`),
      ),
    );
    for (const p of people.slice(0, REVIEWS_PER_DAY)) {
      expect((await api.write(p.cookie, id, { rating: 5, body: "Great" }, address)).status).toBe(201);
    }
    const refused = await api.write(people[REVIEWS_PER_DAY]!.cookie, id, { rating: 1, body: "Bad" }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect((await refused.json()).error.message).toBe(
      `${REVIEWS_PER_DAY} reviews have been posted from your network in the last 24 hours. Please try again later.`,
    );
    const elsewhere = await api.write(people[REVIEWS_PER_DAY]!.cookie, id, { rating: 1, body: "Bad" });
    expect(elsewhere.status).toBe(201);
    expect(await figures(id)).toEqual({ rating: 4.6, review_count: REVIEWS_PER_DAY + 1 });
  });

  it("documents every review operation in OpenAPI", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses("/businesses/{id}/reviews", "get")).toEqual(["200", "400", "404"]);
    expect(statuses("/businesses/{id}/reviews", "post")).toEqual([
      "200",
      "201",
      "400",
      "401",
      "403",
      "404",
      "429",
    ]);
    expect(statuses("/reviews/{id}", "delete")).toEqual(["204", "401", "403", "404"]);
    expect(statuses("/reviews/{id}/response", "put")).toEqual(["200", "400", "401", "403", "404"]);
    expect(statuses("/reviews/{id}/reports", "post")).toEqual(["200", "201", "400", "401", "403", "404"]);
    expect(statuses("/admin/reviews", "get")).toEqual(["200", "400", "401", "403"]);
    expect(statuses("/admin/reviews/{id}/moderation", "post")).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
    ]);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["Review", "OwnReview", "ReviewPage", "ModeratedReview"]),
    );
  });

  it("hides an inactive business's reviews from the public, like the business", async () => {
    const id = await newBusiness(server, owner.id, "Closed For Now", { isActive: false });
    expect((await api.list(id)).status).toBe(404);
    expect((await api.list(id, owner.cookie)).status).toBe(200);
    expect((await api.write(amara.cookie, id, { rating: 5, body: "?" })).status).toBe(404);
    const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row?.reviewCount).toBe(0);
  });
});
