import { eq } from "drizzle-orm";
import { businesses, users } from "~/server/db/schema";
import type { TestServer } from "../support/test-server";
import { jsonCall, signIn, signUp } from "./accounts-fixture";

export type Who = { cookie: string; id: string; email: string; name: string };

/** A signed-in account with a full name; confirmed unless `confirmed` is false. */
export async function member(
  server: TestServer,
  email: string,
  name: string,
  confirmed = true,
): Promise<Who> {
  const res = await signUp(server, email, name);
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status}: ${await res.text()}`);
  if (confirmed) {
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  }
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie: await signIn(server, email), id: row!.id, email, name };
}

/** An active business owned by `ownerId`, with no reviews. */
export async function newBusiness(server: TestServer, ownerId: string, name: string, extra = {}) {
  const [row] = await server.database.db
    .insert(businesses)
    .values({ name, category: "Restaurant", categorySlug: "restaurant", ownerId, ...extra })
    .returning({ id: businesses.id });
  return row!.id;
}

let lastAddress = 0;
/** A client address of its own (the server trusts one proxy), so the per-address limit stays out of the way. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export type ReviewCalls = ReturnType<typeof reviewCalls>;

/** The review API as one caller (a cookie, "" for a visitor), each request from its own address unless named. */
export function reviewCalls(server: TestServer) {
  const call = (method: string, path: string, cookie: string, body?: unknown, address = freshAddress()) =>
    server.api(path, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": address,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    write: (cookie: string, businessId: string, body: unknown, address?: string) =>
      call("POST", `/api/v1/businesses/${businessId}/reviews`, cookie, body, address),
    list: (businessId: string, cookie = "", page?: number) =>
      call(
        "GET",
        `/api/v1/businesses/${businessId}/reviews${page === undefined ? "" : `?page=${page}`}`,
        cookie,
      ),
    remove: (cookie: string, reviewId: string) => call("DELETE", `/api/v1/reviews/${reviewId}`, cookie),
    respond: (cookie: string, reviewId: string, body: unknown) =>
      call("PUT", `/api/v1/reviews/${reviewId}/response`, cookie, body),
    report: (cookie: string, reviewId: string, body: unknown) =>
      call("POST", `/api/v1/reviews/${reviewId}/reports`, cookie, body),
    moderation: (cookie: string, query = "") => call("GET", `/api/v1/admin/reviews${query}`, cookie),
    moderate: (cookie: string, reviewId: string, body: unknown) =>
      call("POST", `/api/v1/admin/reviews/${reviewId}/moderation`, cookie, body),
    business: (businessId: string, cookie = "") =>
      jsonCall(server, "GET", `/api/v1/businesses/${businessId}`, cookie),
  };
}
