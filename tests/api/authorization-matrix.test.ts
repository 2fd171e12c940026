import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiV1, createApp, OPENAPI_INFO } from "~/server/app";
import pageRoutes from "~/web/routes";
import { listenOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import { type PageServer, startPageServer } from "../support/page-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import {
  API_MATRIX,
  type Expected,
  type MatrixRow,
  OUTSIDE_OPENAPI_MATRIX,
  PAGE_MATRIX,
  type RequestSpec,
} from "./authorization-matrix.table";
import {
  buildWorld,
  fingerprint,
  MATRIX_ENV,
  ROLES,
  type Role,
  type World,
} from "./authorization-matrix-world";

/**
 * The authorization matrix (tests/api/authorization-matrix.table.ts) as a test: every operation of the
 * OpenAPI document, every route mounted beside it and every page, asked by each role over HTTP, on
 * each engine. A cell fails when the answer differs from the table, or when a refused write changed
 * anything (the database, the job queue or the stored files).
 */

const API_PREFIX = "/api/v1";
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** "METHOD /path" of every operation of the OpenAPI document, as the server builds it. */
function openApiOperations(): string[] {
  const document = createApiV1().getOpenAPI31Document(OPENAPI_INFO);
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** "GET /path" of every page route of src/web/routes.ts, layouts unfolded, language versions folded. */
function pageOperations(entries: RouteEntry[] = pageRoutes as RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    // A page's versions in other languages (/fr/businesses) are its English page (decision 062).
    const english = path.replace(/^\/(?:fr|es|ar)(?=\/|$)/, "") || "/";
    const own = entry.index || entry.path !== undefined ? [`GET ${english}`] : [];
    return [...own, ...pageOperations(entry.children ?? [], path)];
  });
}

/** Routes the app mounts with a method of their own (not middleware, not a catch-all), as "METHOD /path". */
function mountedRoutes(server: TestServer): string[] {
  const app = createApp(server.runtime);
  const routes = app.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(routes)];
}

const labelOf = (row: MatrixRow) => (row.case ? `${row.op} (${row.case})` : row.op);
const sorted = (list: string[]) => [...new Set(list)].sort();

describe("the authorization matrix's table", () => {
  it("has a row for every operation of the OpenAPI document, and none for an operation that is gone", () => {
    const operations = openApiOperations();
    expect(operations.length).toBeGreaterThan(60);
    const rows = API_MATRIX.map((r) => r.op);
    expect(
      operations.filter((op) => !rows.includes(op)),
      "operations without a row in authorization-matrix.table.ts",
    ).toEqual([]);
    expect(
      rows.filter((op) => !operations.includes(op)),
      "rows of operations the API no longer has",
    ).toEqual([]);
  });

  it("has a row for every page route, and none for a page that is gone", () => {
    const pages = pageOperations();
    expect(pages.length).toBeGreaterThan(30);
    const rows = PAGE_MATRIX.map((r) => r.op);
    expect(
      pages.filter((op) => !rows.includes(op)),
      "pages without a row",
    ).toEqual([]);
    expect(
      rows.filter((op) => !pages.includes(op)),
      "rows of pages that are gone",
    ).toEqual([]);
  });

  it("names each row once (a second row of an operation says which case it is)", () => {
    for (const table of [API_MATRIX, OUTSIDE_OPENAPI_MATRIX, PAGE_MATRIX]) {
      const labels = table.map(labelOf);
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    }
  });
});

/** The expected answer of a role: phone-only and unconfirmed accounts expect what B does unless named. */
function expectedOf(row: MatrixRow, role: Role): Expected {
  if (role === "phoneOnly" || role === "unconfirmed") return row.expect[role] ?? row.expect.other;
  return row.expect[role];
}

/** Refused cells first, so that an allowed change cannot make a later refusal look right. */
const ORDER: Role[] = ["anonymous", "other", "phoneOnly", "unconfirmed", "owner", "admin"];

function fill(pattern: string, params: Record<string, string> = {}): string {
  const path = pattern.replace(/\{(\w+)\}|:(\w+)/g, (whole, a?: string, b?: string) => {
    const value = params[(a ?? b)!];
    if (value === undefined) throw new Error(`no value for ${whole} in ${pattern}`);
    return encodeURIComponent(value);
  });
  if (path.includes("*")) throw new Error(`${pattern}: a wildcard route needs request.path`);
  return path;
}

function statusLine(res: Response): string {
  const location = res.headers.get("location");
  if (res.status < 300 || res.status >= 400 || !location) return String(res.status);
  const url = new URL(location, "http://x");
  return `${res.status} ${location.startsWith("/") || url.host === "x" ? `${url.pathname}${url.search}` : location}`;
}

/** Whether the answer is the expected one: a redirect's expected target is matched on its path. */
function matches(actual: string, expected: Expected): boolean {
  if (typeof expected === "number") return actual.split(" ")[0] === String(expected);
  const [status, target] = expected.split(" ");
  const [actualStatus, actualTarget = ""] = actual.split(" ");
  return status === actualStatus && actualTarget.split("?")[0] === target;
}

const statusOf = (expected: Expected) => Number(String(expected).split(" ")[0]);

describe.each(engines())("the authorization matrix on %s", (engine) => {
  let oidc: TestOidcProvider;
  let server: TestServer;
  let pages: PageServer;
  let world: World;
  let started = 0;
  let built = 0;
  let cells = 0;

  beforeAll(async () => {
    started = Date.now();
    oidc = await listenOidcProvider();
    const client = { clientId: "ujamaa", clientSecret: "a-client-secret-for-tests" };
    server = await startTestServer(engine, {
      ...MATRIX_ENV,
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: "acme",
          name: "Acme",
          issuer: oidc.issuer,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        },
      ]),
    });
    oidc.start({ ...client, redirectUri: `${server.url}/api/auth/callback/acme` });
    world = await buildWorld(server);
    pages = await startPageServer(server);
    built = Date.now();
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    await server?.close();
    await oidc?.close();
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    console.info(
      `authorization matrix on ${engine}: ${cells} cells in ${seconds(started, Date.now())} ` +
        `(server and world ${seconds(started, built)}, cells ${seconds(built, Date.now())})`,
    );
  });

  /** Asks one cell; answers what differs from the table (nothing when the cell holds). */
  async function runCell(row: MatrixRow, role: Role, origin: string, prefix: string): Promise<string | null> {
    cells += 1;
    const spec: RequestSpec = (await row.request?.(world, role)) ?? {};
    const [method, pattern] = row.op.split(" ") as [string, string];
    const query = spec.query ? `?${new URLSearchParams(spec.query)}` : "";
    const path = spec.path ?? `${prefix}${fill(pattern, spec.params)}${query}`;
    const headers = new Headers(spec.headers);
    headers.set("origin", server.url);
    if (world.cookies[role]) headers.set("cookie", world.cookies[role]);
    let body: BodyInit | undefined = spec.form ?? spec.body;
    if (spec.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(spec.json);
    }
    const expected = expectedOf(row, role);
    // A write the table expects refused must change nothing (one it expects allowed that is refused fails anyway).
    const before = method !== "GET" && statusOf(expected) >= 400 ? await fingerprint(server) : null;
    const res = await fetch(`${origin}${path}`, { method, headers, body, redirect: "manual" });
    let text = "";
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
    else text = await res.text();
    const actual = statusLine(res);
    const problems: string[] = [];
    if (!matches(actual, expected)) problems.push(`expected ${expected}, got ${actual}`);
    if (row.unseen?.by.includes(role) && text.includes(row.unseen.text))
      problems.push(`the answer shows A's "${row.unseen.text}"`);
    // A's own answer (or those the row names) does show it: its absence from the others' means something.
    if (row.unseen && (row.unseen.shownTo ?? ["owner"]).includes(role) && !text.includes(row.unseen.text))
      problems.push(`the ${role}'s answer lacks "${row.unseen.text}", which the others' must not show`);
    if (before) {
      const after = await fingerprint(server);
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (changed.length > 0) problems.push(`a refused write changed ${changed.join(", ")}`);
    }
    return problems.length ? `${labelOf(row)} as ${role}: ${problems.join("; ")}` : null;
  }

  async function runRow(row: MatrixRow, origin: string, prefix: string) {
    const failures: string[] = [];
    for (const role of ORDER) {
      const failure = await runCell(row, role, origin, prefix);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }

  it("has a row for every route mounted beside the OpenAPI document (better-auth's own excepted)", () => {
    const documented = new Set(openApiOperations().map((op) => op.replace(" ", ` ${API_PREFIX}`)));
    const outside = mountedRoutes(server).filter(
      (route) => !documented.has(route) && !route.split(" ")[1]!.startsWith("/api/auth/"),
    );
    expect(sorted(outside)).toEqual(sorted(OUTSIDE_OPENAPI_MATRIX.map((r) => r.op)));
  });

  it("sees a write in its fingerprint of the database and the files (so that 'changed nothing' means something)", async () => {
    const before = await fingerprint(server);
    const res = await fetch(`${server.url}${API_PREFIX}/businesses/${world.a.business.id}/logo`, {
      method: "DELETE",
      headers: { origin: server.url, cookie: world.cookies.owner },
    });
    expect(res.status).toBe(200);
    const after = await fingerprint(server);
    expect(Object.keys(after).filter((k) => after[k] !== before[k])).toEqual(
      expect.arrayContaining(["businesses", "stored files"]),
    );
    // Put back, for the rows that read A's logo.
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(world.png)], { type: "image/png" }), "a.png");
    const put = await fetch(`${server.url}${API_PREFIX}/businesses/${world.a.business.id}/logo`, {
      method: "PUT",
      headers: { origin: server.url, cookie: world.cookies.owner },
      body: form,
    });
    expect(put.status).toBe(200);
  });

  it.each(API_MATRIX.map((row) => [labelOf(row), row] as const))(
    "API %s",
    async (_, row) => runRow(row, server.url, API_PREFIX),
    60_000,
  );

  it.each(OUTSIDE_OPENAPI_MATRIX.map((row) => [labelOf(row), row] as const))(
    "beside the API: %s",
    async (_, row) => runRow(row, server.url, ""),
    60_000,
  );

  it.each(PAGE_MATRIX.map((row) => [labelOf(row), row] as const))(
    "page %s",
    async (_, row) => runRow(row, pages.url, ""),
    60_000,
  );

  it("covers every role in every row", () => {
    expect(ROLES).toEqual(expect.arrayContaining(ORDER));
    expect(ORDER).toHaveLength(ROLES.length);
  });
});
