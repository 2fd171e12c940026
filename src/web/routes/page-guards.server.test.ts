import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/server/errors";
import { type Actor, ANONYMOUS } from "~/server/policy";
import { pageContext } from "~/web/lib/page-context";
import routes from "~/web/routes";
import { OWNER_ID, seedDirectory } from "../../../tests/api/businesses-fixture";
import { signedIn } from "../../../tests/support/actors";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import {
  adminsOnly,
  certificationManagersOnly,
  pageErrorOf,
  signedInOf,
  signedInOnly,
} from "./page-guards.server";

const OWNER = signedIn(OWNER_ID);
const OTHER = signedIn("user-other");
const ADMIN = signedIn("user-admin", "admin");

type Guard = typeof signedInOnly;

describe("the page guards", () => {
  let server: TestServer;
  let businessId: string;

  beforeAll(async () => {
    server = await startTestServer("pglite");
    businessId = (await seedDirectory(server.database.db)).harlem;
  });
  afterAll(() => server?.close());

  /** Runs guards in order as React Router does: what one throws (a redirect or a 404), or the context. */
  async function pass(actor: Actor, guards: Guard[], params: Record<string, string> = {}) {
    const context = new RouterContextProvider(
      new Map([
        [
          pageContext,
          {
            runtime: server.runtime,
            actor,
            clientAddress: undefined,
            isLocalRequest: false,
            nonce: undefined,
          },
        ],
      ]),
    );
    const request = new Request("http://localhost/");
    try {
      for (const guard of guards) {
        await guard(
          { request, context, params, url: new URL(request.url), pattern: "/" },
          async () => new Response(),
        );
      }
      return context;
    } catch (thrown) {
      return thrown;
    }
  }
  const locationOf = (thrown: unknown) =>
    thrown instanceof Response ? thrown.headers.get("Location") : thrown;
  const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

  it("send a visitor to /auth, and let a signed-in user through with their actor", async () => {
    expect(locationOf(await pass(ANONYMOUS, [signedInOnly]))).toBe("/auth");
    const context = (await pass(OWNER, [signedInOnly])) as RouterContextProvider;
    expect(signedInOf(context)).toEqual(OWNER);
  });

  it("send anyone but an admin from /admin/* to /", async () => {
    expect(locationOf(await pass(ANONYMOUS, [adminsOnly]))).toBe("/");
    expect(locationOf(await pass(OWNER, [adminsOnly]))).toBe("/");
    expect(signedInOf((await pass(ADMIN, [adminsOnly])) as RouterContextProvider)).toEqual(ADMIN);
  });

  it("show a business's certification pages to its owner and admins; the not-found page to anyone else", async () => {
    const guards = [signedInOnly, certificationManagersOnly];
    expect(await pass(OWNER, guards, { businessId })).toBeInstanceOf(RouterContextProvider);
    expect(await pass(ADMIN, guards, { businessId })).toBeInstanceOf(RouterContextProvider);
    expect(statusOf(await pass(OTHER, guards, { businessId }))).toBe(404);
    expect(statusOf(await pass(OWNER, guards, { businessId: crypto.randomUUID() }))).toBe(404);
    expect(statusOf(await pass(OWNER, guards, { businessId: "not-an-id" }))).toBe(404);
    expect(locationOf(await pass(ANONYMOUS, guards, { businessId }))).toBe("/auth");
  });

  it("map a service's AppError to what the page shows, in one place", () => {
    expect(statusOf(pageErrorOf(new AppError("not_found", "gone")))).toBe(404);
    expect(statusOf(pageErrorOf(new AppError("forbidden", "not yours")))).toBe(404);
    expect(locationOf(pageErrorOf(new AppError("not_found", "gone"), { missingGoesTo: "/" }))).toBe("/");
    expect(locationOf(pageErrorOf(new AppError("unauthorized", "sign in")))).toBe("/auth");
    const other = new AppError("conflict", "busy");
    expect(pageErrorOf(other)).toBe(other);
  });
});

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };

/** The paths of the routes under the layout of `file`, wherever it sits in the tree. */
function pathsUnder(entries: RouteEntry[], file: string, inside = false): string[] {
  return entries.flatMap((entry) => {
    const here = inside || entry.file === file;
    const own = here && entry.path ? [entry.path] : [];
    return [...own, ...pathsUnder(entry.children ?? [], file, here)];
  });
}

describe("the route tree", () => {
  it("puts every signed-in page under the signed-in guard and every /admin page under the admin guard", () => {
    const tree = routes as RouteEntry[];
    expect(pathsUnder(tree, "routes/signed-in-layout.tsx").sort()).toEqual(
      [
        "certification",
        "certification/:businessId",
        "dashboard",
        "hub",
        "opportunities/:id/responses",
        "pay/:sessionId",
        "pay-invoice/:invoiceId",
        "renew/:businessId",
        "settings",
        "storefront-manager",
        "storefront-manager/analytics",
        "dashboard/procurement/:businessId",
        "vendor-lists",
        "vendor-lists/:id",
      ].sort(),
    );
    expect(pathsUnder(tree, "routes/certification-manager-layout.tsx")).toEqual([
      "certification/:businessId",
      "renew/:businessId",
    ]);
    const admin = pathsUnder(tree, "routes/admin-layout.tsx");
    const allAdmin = JSON.stringify(tree).match(/"path":"admin\/[^"]*"/g)?.length;
    expect(admin.length).toBe(allAdmin);
    expect(admin.every((path) => path.startsWith("admin/"))).toBe(true);
  });
});
