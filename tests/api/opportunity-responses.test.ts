import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOpportunities, notifications, opportunityResponses, users } from "~/server/db/schema";
import { type PageServer, startPageServer } from "../support/page-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser, outbox, signInRoles } from "./accounts-fixture";
import { insertBusiness, PDF } from "./certification-fixture";

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const DOMAIN = "answers.test";

const FORM = {
  title: "Office catering",
  company_name: "Acme Corp",
  description: "Lunch for 40 people, twice a week.",
  deadline: dateIn(30),
  category: "other",
};

type Answer = {
  id: string;
  business: {
    id: string;
    name: string;
    tier: string;
    certification_status: string;
    capability_statement_url: string;
  };
  message: string;
  quote: number | null;
  status: string;
  decision_note: string | null;
  files: { id: string; file_name: string; url: string }[];
};

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !f.endsWith(".meta.json") && fs.statSync(path.join(dir, f)).isFile(),
  );
}

describe.each(engines())("answers to opportunities on %s", (engine) => {
  let server: TestServer;
  let pages: PageServer;
  let poster: string;
  let rival: string;
  let admin: string;
  let bidder: string;
  let bidderBusiness: { id: string; name: string };
  let rivalBusiness: { id: string; name: string };

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: `admin@${DOMAIN}`, AUTH_RATE_LIMIT: "false" });
    ({ owner: poster, other: rival, admin } = await signInRoles(server, DOMAIN));
    bidder = await newUser(server, `bidder@${DOMAIN}`);
    const db = server.database.db;
    bidderBusiness = await insertBusiness(db, `bidder@${DOMAIN}`, "Bidder Kitchen");
    rivalBusiness = await insertBusiness(db, `other@${DOMAIN}`, "Rival Catering");
    await insertBusiness(db, `owner@${DOMAIN}`, "Poster's Own Shop");
    pages = await startPageServer(server);
  }, 60_000);
  afterAll(async () => {
    await pages?.close();
    await server?.close();
  });

  const call = (method: string, url: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, url, cookie, body);
  const post = async () => {
    const res = await call("POST", "/api/v1/opportunities", poster, FORM);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const answer = (id: string, cookie = bidder, body: Record<string, unknown> = {}) =>
    call("POST", `/api/v1/opportunities/${id}/responses`, cookie, {
      business_id: bidderBusiness.id,
      message: "We cook <b>fresh</b> every day.",
      quote: "1200.50",
      ...body,
    });
  const answered = async (id: string, body: Record<string, unknown> = {}) => {
    const res = await answer(id, bidder, body);
    expect(res.status).toBe(201);
    return (await res.json()) as Answer;
  };
  const attach = (id: string, responseId: string, bytes: Uint8Array, name: string, cookie = bidder) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
    return server.api(`/api/v1/opportunities/${id}/responses/${responseId}/files`, {
      method: "POST",
      body: form,
      headers: { cookie },
    });
  };
  const decide = (id: string, responseId: string, body: unknown, cookie = poster) =>
    call("POST", `/api/v1/opportunities/${id}/responses/${responseId}/decision`, cookie, body);
  const passDeadline = (id: string) =>
    server.database.db
      .update(contractOpportunities)
      .set({ deadline: dateIn(-3) })
      .where(eq(contractOpportunities.id, id));
  const storedAnswers = async (id: string) =>
    server.database.db.select().from(opportunityResponses).where(eq(opportunityResponses.opportunityId, id));
  const noticesOf = async (email: string) => {
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    return server.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  };

  it("shows the poster each answering business's NAICS codes and its capability statement", async () => {
    const profile = await call("PUT", `/api/v1/businesses/${bidderBusiness.id}/procurement`, bidder, {
      naics_codes: ["722320"],
    });
    expect(profile.status).toBe(200);
    const id = await post();
    await answered(id);
    const res = await call("GET", `/api/v1/opportunities/${id}/responses`, poster);
    const [only] = (await res.json()).items as Answer[];
    expect(only!.business).toMatchObject({
      naics: [{ code: "722320", title: "Caterers" }],
      capability_statement_url: `/api/v1/businesses/${bidderBusiness.id}/capability-statement`,
    });
    const pdf = await server.api(
      (only!.business as { capability_statement_url: string }).capability_statement_url,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await call("PUT", `/api/v1/businesses/${bidderBusiness.id}/procurement`, bidder, {});
  });

  it("lets an owner answer for an active business of theirs; the answer is sanitised and readable by its author, the poster and admins only", async () => {
    const id = await post();
    const mine = await answered(id, { show_name_if_awarded: true });
    expect(mine).toMatchObject({
      business: { id: bidderBusiness.id, name: "Bidder Kitchen", tier: "Free", certification_status: "none" },
      message: "We cook fresh every day.",
      quote: 1200.5,
      status: "submitted",
    });
    const list = `/api/v1/opportunities/${id}/responses`;
    expect((await call("GET", list, "")).status).toBe(401);
    expect((await call("GET", list, rival)).status).toBe(403);
    expect((await call("GET", list, bidder)).status).toBe(403);
    for (const cookie of [poster, admin]) {
      const res = await call("GET", list, cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()).items as Answer[]).map((a) => a.id)).toEqual([mine.id]);
    }
    const own = await call("GET", `${list}/mine`, bidder);
    expect((await own.json()).items.map((a: Answer) => a.id)).toEqual([mine.id]);
    expect((await (await call("GET", `${list}/mine`, rival)).json()).items).toEqual([]);
    expect((await call("GET", `${list}/mine`, "")).status).toBe(401);
  });

  it("refuses a visitor, a business that is not the caller's, a second answer per business and the poster's own answer", async () => {
    const id = await post();
    expect((await answer(id, "")).status).toBe(401);
    expect((await answer(id, rival)).status).toBe(403); // the bidder's business, sent by someone else
    const own = await call("POST", `/api/v1/opportunities/${id}/responses`, poster, {
      business_id: rivalBusiness.id,
      message: "Me too",
    });
    expect(own.status).toBe(403);
    expect((await own.json()).error.message).toBe("You cannot answer your own opportunity.");
    await answered(id);
    const second = await answer(id);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toMatch(/already answered/);
    const tooLong = await answer(id, rival, { business_id: rivalBusiness.id, message: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(await storedAnswers(id)).toHaveLength(1);
  });

  it("lets its author alone edit and withdraw until the deadline, and nobody after it", async () => {
    const id = await post();
    const mine = await answered(id);
    const url = `/api/v1/opportunities/${id}/responses/${mine.id}`;
    expect((await call("PATCH", url, rival, { message: "Hijacked" })).status).toBe(403);
    expect((await call("PATCH", url, poster, { message: "Hijacked" })).status).toBe(403);
    expect((await call("DELETE", url, admin)).status).toBe(403);
    const edited = await call("PATCH", url, bidder, { message: "Now with dessert.", quote: null });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ message: "Now with dessert.", quote: null });

    await passDeadline(id);
    const late = await call("PATCH", url, bidder, { message: "Too late" });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toMatch(/deadline has passed/);
    expect((await call("DELETE", url, bidder)).status).toBe(409);
    expect((await attach(id, mine.id, PDF, "late.pdf")).status).toBe(409);
    expect((await answer(id, rival, { business_id: rivalBusiness.id })).status).toBe(409);
    const [kept] = await storedAnswers(id);
    expect(kept?.message).toBe("Now with dessert.");
    // The author still finds the opportunity they answered; a visitor does not.
    expect((await call("GET", `/api/v1/opportunities/${id}`, bidder)).status).toBe(200);
    expect((await call("GET", `/api/v1/opportunities/${id}`, "")).status).toBe(404);

    const open = await post();
    const gone = await answered(open);
    const withFile = await attach(open, gone.id, PDF, "menu.pdf");
    expect(withFile.status).toBe(201);
    const filesBefore = storedFiles(server.filesDir).length;
    expect((await call("DELETE", `/api/v1/opportunities/${open}/responses/${gone.id}`, bidder)).status).toBe(
      204,
    );
    expect(await storedAnswers(open)).toHaveLength(0);
    expect(storedFiles(server.filesDir)).toHaveLength(filesBefore - 1);
  });

  it("takes an attachment of several megabytes (only 10 MB is the limit)", async () => {
    const id = await post();
    const mine = await answered(id);
    const brochure = Buffer.alloc(3 * 1024 * 1024);
    PDF.copy(brochure);
    const res = await attach(id, mine.id, brochure, "brochure.pdf");
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("takes up to three PDF attachments by content, refuses an EXE named .pdf and an 11 MB file, and links them privately", async () => {
    const id = await post();
    const mine = await answered(id);
    const before = storedFiles(server.filesDir).length;
    const exe = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      Buffer.alloc(512),
    ]);
    const lying = await attach(id, mine.id, exe, "quote.pdf");
    expect(lying.status).toBe(415);
    expect((await lying.json()).error.message).toBe("Attach a PDF or Word (.docx) file.");
    const big = Buffer.alloc(11 * 1024 * 1024);
    PDF.copy(big);
    expect((await attach(id, mine.id, big, "big.pdf")).status).toBe(413);
    expect(storedFiles(server.filesDir)).toHaveLength(before);

    expect((await attach(id, mine.id, PDF, "quote.pdf", rival)).status).toBe(403);
    let last: Answer | undefined;
    for (const name of ["a.pdf", "b.pdf", "c.pdf"]) {
      const res = await attach(id, mine.id, PDF, name);
      expect(res.status).toBe(201);
      last = (await res.json()) as Answer;
    }
    expect(last?.files.map((f) => f.file_name)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
    expect((await attach(id, mine.id, PDF, "d.pdf")).status).toBe(409);
    expect(storedFiles(server.filesDir)).toHaveLength(before + 3);

    const signed = last!.files[0]!.url;
    expect(signed).toMatch(/^\/files\/private\/opportunity-responses\/.+signature=/);
    const file = await server.api(signed);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const unsigned = await server.api(signed.split("?")[0]!);
    expect(unsigned.status).toBe(403);
    const list = await (await call("GET", `/api/v1/opportunities/${id}/responses`, poster)).json();
    expect(list.items[0].files).toHaveLength(3);
  });

  it("lets only the poster shortlist, decline and award, telling the owner once per decision; awarding closes the opportunity", async () => {
    const id = await post();
    const mine = await answered(id);
    const theirs = (await (await answer(id, rival, { business_id: rivalBusiness.id })).json()) as Answer;
    const noticesBefore = (await noticesOf(`bidder@${DOMAIN}`)).length;
    const mailBefore = (await outbox(server, `bidder@${DOMAIN}`)).length;

    expect((await decide(id, mine.id, { decision: "shortlisted" }, "")).status).toBe(401);
    expect((await decide(id, mine.id, { decision: "shortlisted" }, bidder)).status).toBe(403);
    expect((await decide(id, mine.id, { decision: "shortlisted" }, rival)).status).toBe(403);
    expect((await decide(id, mine.id, { decision: "shortlisted" }, admin)).status).toBe(403);
    expect((await decide(id, mine.id, { decision: "won" })).status).toBe(400);

    const shortlisted = await decide(id, mine.id, { decision: "shortlisted" });
    expect(shortlisted.status).toBe(200);
    expect((await shortlisted.json()).status).toBe("shortlisted");
    expect((await decide(id, mine.id, { decision: "shortlisted" })).status).toBe(200); // again: nothing new
    const declined = await decide(id, theirs.id, { decision: "declined", note: "Too far from us." });
    expect(await declined.json()).toMatchObject({ status: "declined", decision_note: "Too far from us." });

    const awarded = await decide(id, mine.id, { decision: "awarded" });
    expect(awarded.status).toBe(200);
    expect((await decide(id, theirs.id, { decision: "shortlisted" })).status).toBe(409);

    const notices = (await noticesOf(`bidder@${DOMAIN}`)).slice(noticesBefore);
    expect(notices.map((n) => n.title).sort()).toEqual([
      "Awarded: your answer won",
      "Your answer was shortlisted",
    ]);
    expect(notices.every((n) => n.link === `/opportunities/${id}`)).toBe(true);
    const inbox = await outbox(server, `bidder@${DOMAIN}`); // newest first
    const mail = inbox.slice(0, inbox.length - mailBefore);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      "You were awarded: Office catering",
      "Your answer was shortlisted: Office catering",
    ]);
    const rivalMail = await outbox(server, `other@${DOMAIN}`);
    const declinedMail = rivalMail.filter((m) => m.subject.startsWith("Your answer was declined"));
    expect(declinedMail).toHaveLength(1);
    expect(declinedMail[0]!.text).toContain("Too far from us.");

    const publicView = await (await call("GET", `/api/v1/opportunities/${id}`, "")).json();
    expect(publicView).toMatchObject({ status: "awarded", awarded_to: null });
    const listed = await (await call("GET", "/api/v1/opportunities", "")).json();
    expect(listed.items.map((o: { id: string }) => o.id)).not.toContain(id);
  });

  it("shows 'Awarded' to everyone, with the winner's name only when the winner agreed", async () => {
    for (const consent of [true, false]) {
      const id = await post();
      const mine = await answered(id, { show_name_if_awarded: consent });
      expect((await decide(id, mine.id, { decision: "awarded" })).status).toBe(200);
      for (const cookie of ["", rival]) {
        const res = await call("GET", `/api/v1/opportunities/${id}`, cookie);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({
          status: "awarded",
          awarded_to: consent ? "Bidder Kitchen" : null,
        });
      }
      const page = await (await fetch(`${pages.url}/opportunities/${id}`)).text();
      expect(page).toContain("Awarded");
      expect(page.includes("Bidder Kitchen")).toBe(consent);
    }
  });

  it("reads an open opportunity whose deadline passed as closed, and a cancelled one takes no answers", async () => {
    const id = await post();
    await passDeadline(id);
    const closed = await (await call("GET", `/api/v1/opportunities/${id}`, poster)).json();
    expect(closed.status).toBe("closed");
    const cancelledId = await post();
    const cancel = await call("PATCH", `/api/v1/opportunities/${cancelledId}`, poster, {
      status: "cancelled",
    });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).status).toBe("cancelled");
    expect((await answer(cancelledId)).status).toBe(409);
    expect(
      (await call("PATCH", `/api/v1/opportunities/${cancelledId}`, poster, { is_active: true })).status,
    ).toBe(409);
  });
});
