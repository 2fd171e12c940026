import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const FORM = {
  title: "Website redesign, phase 2",
  company_name: "Acme Corp",
  description: "A new site for our stores.",
  deadline: dateIn(30),
  location: "Atlanta, GA",
  category: "technology",
};

function parseEvent(text: string) {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { event: new ICAL.Event(events[0]!), vevent: events[0]! };
}

describe.each(engines())("an opportunity's deadline in a calendar on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@ics.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "ics.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const create = async (body: unknown = FORM) => {
    const res = await call("POST", "/api/v1/opportunities", owner, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const calendarOf = (id: string, cookie = "") =>
    call("GET", `/api/v1/opportunities/${id}/deadline.ics`, cookie);

  it("gives anyone an open opportunity's deadline as an all-day event that a calendar library reads", async () => {
    const id = await create();
    const res = await calendarOf(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="website-redesign-phase-2-deadline.ics"',
    );
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const { event, vevent } = parseEvent(text);
    expect(event.summary).toBe(FORM.title);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(FORM.deadline);
    expect(event.endDate.toString()).toBe(dateIn(31));
    expect(vevent.getFirstPropertyValue("url")).toBe(`${server.url}/opportunities/${id}`);
    expect(event.description).toContain("Acme Corp");
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();

    // The same event the next time, whoever downloads it: a calendar updates it rather than adding one.
    const again = parseEvent(await (await calendarOf(id, other)).text()).event;
    expect(event.uid).toMatch(new RegExp(`^opportunity-${id}-deadline@`));
    expect(again.uid).toBe(event.uid);
  });

  it("is found by whoever may read the opportunity: a closed or past one only by its poster and admins", async () => {
    const closed = await create({ ...FORM, title: "Closed early" });
    expect((await call("PATCH", `/api/v1/opportunities/${closed}`, owner, { is_active: false })).status).toBe(
      200,
    );
    const expected = [
      ["", 404],
      [other, 404],
      [owner, 200],
      [admin, 200],
    ] as const;
    for (const [cookie, status] of expected) {
      const res = await calendarOf(closed, cookie);
      expect(res.status).toBe(status);
      if (status === 200) expect(parseEvent(await res.text()).event.summary).toBe("Closed early");
      else expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });

  it("answers 404 for an opportunity without a deadline and for an unknown one", async () => {
    const open = await create({ ...FORM, deadline: "" });
    const res = await calendarOf(open);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "This opportunity has no deadline.",
    );
    expect((await calendarOf(crypto.randomUUID())).status).toBe(404);
    expect((await calendarOf("not-a-uuid")).status).toBe(404);
  });
});
