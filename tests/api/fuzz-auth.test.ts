import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * Every endpoint better-auth serves under /api/auth, fuzzed (the OpenAPI fuzz run covers /api/v1 only):
 * bodies of every JSON type, the known fields bent (NUL characters, long texts, wrong types), and
 * nesting as deep as the body limit allows. Whatever arrives, the answer is never a 5xx and the server
 * keeps answering. FUZZ_RUNS and FUZZ_SEED change the bounds, as in fuzz-openapi.test.ts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 22);
const BODY_LIMIT = 1_048_576;

/** The fields better-auth's endpoints read, for the fuzzer to fill with what they do not expect. */
const FIELDS = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "name",
  "full_name",
  "otp",
  "code",
  "phoneNumber",
  "callbackURL",
  "providerId",
  "type",
  "image",
  "rememberMe",
];

type Endpoint = { method: "GET" | "POST"; path: string };

/** better-auth's endpoints as its router serves them (auth.api: each carries its path and methods). */
function endpointsOf(api: Record<string, unknown>): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const endpoint of Object.values(api)) {
    const { path, options } = endpoint as {
      path?: unknown;
      options?: { method?: unknown; isAction?: unknown };
    };
    if (typeof path !== "string" || options?.isAction === false) continue;
    const methods = Array.isArray(options?.method) ? options.method : [options?.method];
    for (const method of methods) {
      if (method === "GET" || method === "POST") found.set(`${method} ${path}`, { method, path });
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** `depth` levels of `open`…`close` around `inner`, as text (JSON.stringify would recurse). */
const nested = (open: string, close: string, depth: number, inner = "1") =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Bodies of every kind, as the raw text sent. */
function fixedBodies(): string[] {
  const long = "x".repeat(200_000);
  const deepObjects = Math.floor((BODY_LIMIT - 100) / 6);
  const deepArrays = Math.floor((BODY_LIMIT - 100) / 2);
  return [
    "null",
    "[]",
    '"text"',
    "0",
    "-1e308",
    "true",
    "{}",
    "{",
    nested('{"a":', "}", deepObjects),
    nested("[", "]", deepArrays),
    `{"email":${nested("[", "]", deepArrays - 20)}}`,
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "a\u0000b"]))),
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, long.slice(0, 50_000)]))),
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, null]))),
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, { nested: ["\u0000"] }]))),
    JSON.stringify({ email: "fuzz@auth.test", password: long }),
    JSON.stringify({ email: "fuzz@auth.test", password: "correct horse battery staple", name: "\u0000" }),
  ];
}

const fuzzedBodies = (seed: number): string[] =>
  fc
    .sample(
      fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
      ),
      { numRuns: RUNS, seed },
    )
    .map((value) => JSON.stringify(value) ?? "null");

describe.each(engines())("fuzzing /api/auth/* on %s", (engine) => {
  let server: TestServer;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    endpoints = endpointsOf(server.runtime.auth.api as Record<string, unknown>);
  });
  afterAll(() => server?.close());

  it("finds the endpoints the site uses among better-auth's", () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const path of [
      "POST /sign-up/email",
      "POST /sign-in/email",
      "POST /reset-password",
      "POST /request-password-reset",
      "POST /email-otp/send-verification-otp",
      "POST /phone-number/send-otp",
      "POST /two-factor/verify-totp",
      "GET /get-session",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("answers any body, on any endpoint, without a 5xx", async () => {
    const failures: string[] = [];
    const fixed = fixedBodies();
    for (const [i, { method, path }] of endpoints.entries()) {
      const bodies = method === "POST" ? [...fixed, ...fuzzedBodies(SEED + i)] : [];
      for (const body of bodies) {
        const response = await server.api(`/api/auth${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body,
        });
        await response.arrayBuffer();
        if (response.status >= 500)
          failures.push(`${method} ${path} ${body.slice(0, 80)} → ${response.status}`);
      }
      if (method === "GET") {
        for (const query of ["", "?token=%00", `?callbackURL=${"x".repeat(5_000)}`, "?a[b][c]=1&a=2"]) {
          const response = await server.api(`/api/auth${path}${query}`);
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`GET ${path}${query.slice(0, 40)} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await server.api("/api/health")).status).toBe(200);
  }, 600_000);

  it("answers a reset with a body that is not an object as better-auth does, with a 400", async () => {
    for (const body of ["null", "[]", '"x"', "7"]) {
      const response = await server.api("/api/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status, body).toBe(400);
    }
  });
});
