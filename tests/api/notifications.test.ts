import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/server/db/client";
import { notifications } from "~/server/db/schema";
import { createPostgresTestDatabase, engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";
import { notify, openStream, userIdOf } from "./notifications-fixture";

describe.each(engines())("notifications on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;
  let ownerId: string;
  let otherId: string;

  const post = (path: string, cookie = "") =>
    server.api(path, { method: "POST", headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@example.com" });
    owner = await newUser(server, "owner@example.com");
    other = await newUser(server, "other@example.com");
    admin = await newUser(server, "admin@example.com");
    ownerId = await userIdOf(server.database.db, "owner@example.com");
    otherId = await userIdOf(server.database.db, "other@example.com");
  });
  afterAll(() => server.close());

  it("refuses visitors on every endpoint, the stream included", async () => {
    expect((await get(server, "/api/v1/notifications")).status).toBe(401);
    expect((await get(server, "/api/v1/notifications/stream")).status).toBe(401);
    expect((await post("/api/v1/notifications/read-all")).status).toBe(401);
    const one = await post("/api/v1/notifications/00000000-0000-4000-8000-000000000000/read");
    expect(one.status).toBe(401);
    expect((await one.json()).error.code).toBe("unauthorized");
  });

  it("lists the user's own newest ten, newest first, with the unread count", async () => {
    const empty = await get(server, "/api/v1/notifications", other);
    expect(await empty.json()).toEqual({ items: [], unread: 0 });

    const base = Date.now() - 60_000;
    await server.database.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: ownerId,
        title: `Owner ${i}`,
        message: "m",
        createdAt: new Date(base + i * 1000),
      })),
    );
    await notify(server.database.db, otherId, "For other");

    const res = await get(server, "/api/v1/notifications", owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.unread).toBe(12);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Owner ${11 - i}`),
    );
    expect(body.items[0]).toMatchObject({ type: "other", is_read: false, link: null });

    // Nobody sees another's, admins included.
    const adminList = await (await get(server, "/api/v1/notifications", admin)).json();
    expect(adminList).toEqual({ items: [], unread: 0 });
    const otherList = await (await get(server, "/api/v1/notifications", other)).json();
    expect(otherList.items.map((n: { title: string }) => n.title)).toEqual(["For other"]);
  });

  it("marks one read for its owner only; another user or an admin get 404 and nothing changes", async () => {
    const mine = await notify(server.database.db, ownerId, "Mark me", "/opportunities");
    for (const cookie of [other, admin]) {
      const res = await post(`/api/v1/notifications/${mine.id}/read`, cookie);
      expect(res.status).toBe(404);
    }
    const before = await (await get(server, "/api/v1/notifications", owner)).json();
    expect(before.items[0]).toMatchObject({ id: mine.id, is_read: false });

    const res = await post(`/api/v1/notifications/${mine.id}/read`, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: mine.id, is_read: true, link: "/opportunities" });
    const after = await (await get(server, "/api/v1/notifications", owner)).json();
    expect(after.unread).toBe(before.unread - 1);

    expect((await post("/api/v1/notifications/not-a-uuid/read", owner)).status).toBe(400);
    expect(
      (await post("/api/v1/notifications/00000000-0000-4000-8000-000000000000/read", owner)).status,
    ).toBe(404);
  });

  it("marks all read for the user alone", async () => {
    const res = await post("/api/v1/notifications/read-all", owner);
    expect(res.status).toBe(200);
    expect((await res.json()).updated).toBeGreaterThan(0);
    expect((await (await get(server, "/api/v1/notifications", owner)).json()).unread).toBe(0);
    expect((await (await get(server, "/api/v1/notifications", other)).json()).unread).toBe(1);
    expect(await (await post("/api/v1/notifications/read-all", admin)).json()).toEqual({ updated: 0 });
    expect((await (await get(server, "/api/v1/notifications", other)).json()).unread).toBe(1);
  });

  it("streams only the signed-in user's new notifications, unbuffered and uncompressed", async () => {
    const ownerStream = await openStream(server.url, owner);
    const otherStream = await openStream(server.url, other);
    try {
      expect(ownerStream.res.status).toBe(200);
      expect(ownerStream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(ownerStream.res.headers.get("x-accel-buffering")).toBe("no");
      expect(ownerStream.res.headers.get("content-encoding")).toBeNull();
      expect((await ownerStream.next()).event).toBe("ready");
      expect((await otherStream.next()).event).toBe("ready");

      const created = await notify(server.database.db, ownerId, "Live one");
      const event = await ownerStream.next();
      expect(event).toEqual({ event: "notification", data: JSON.stringify({ id: created.id }) });
      expect(await otherStream.drain()).toEqual([]);

      // Inside a transaction: announced on commit, never when rolled back.
      await server.database.db
        .transaction(async (tx) => {
          await notify(tx as never, ownerId, "Rolled back");
          throw new Error("roll back");
        })
        .catch(() => {});
      const committed = await server.database.db.transaction((tx) =>
        notify(tx as never, ownerId, "Committed"),
      );
      expect(await ownerStream.next()).toEqual({
        event: "notification",
        data: JSON.stringify({ id: committed.id }),
      });
      expect(await ownerStream.drain()).toEqual([]);
    } finally {
      ownerStream.close();
      otherStream.close();
    }
  });
});

describe.runIf(engines().includes("postgres"))("notifications across app processes on PostgreSQL", () => {
  it("reaches a stream opened on one process when created through another", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    // Two processes of one deployment: one database, one auth secret.
    const env = { AUTH_SECRET: "s".repeat(40) };
    const first = await startTestServer("postgres", env, { shared: openPostgres(url) });
    const second = await startTestServer("postgres", env, { shared: openPostgres(url) });
    try {
      const cookie = await newUser(first, "member@example.com");
      const otherCookie = await newUser(second, "someone@example.com");
      const memberId = await userIdOf(first.database.db, "member@example.com");
      const stream = await openStream(second.url, cookie);
      expect(stream.res.status).toBe(200);
      const otherStream = await openStream(first.url, otherCookie);
      try {
        expect((await stream.next()).event).toBe("ready");
        expect((await otherStream.next()).event).toBe("ready");
        const created = await first.database.db.transaction((tx) => notify(tx as never, memberId, "Across"));
        expect(await stream.next()).toEqual({
          event: "notification",
          data: JSON.stringify({ id: created.id }),
        });
        expect(await otherStream.drain()).toEqual([]);
        const list = await (await get(second, "/api/v1/notifications", cookie)).json();
        expect(list.items[0]).toMatchObject({ id: created.id, title: "Across", is_read: false });
      } finally {
        stream.close();
        otherStream.close();
      }
    } finally {
      await first.close();
      await second.close();
      await drop();
    }
  });
});
