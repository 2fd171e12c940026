import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";
import { outbox, PASSWORD } from "./accounts-fixture";

/** A POST to the server with the Host header a browser would send for `host` (node:http sets it as given). */
function postAs(server: TestServer, host: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { host, "content-type": "application/json", origin: server.url },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const signUpAs = (server: TestServer, host: string, email: string) =>
  postAs(server, host, "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Link Person",
    callbackURL: "/auth?type=signup",
  });

describe("links in mail without BASE_URL", () => {
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    server = await startTestServer("pglite", { AUTH_RATE_LIMIT: "false" });
    port = new URL(server.url).port;
  });
  afterAll(() => server?.close());

  const linkOf = async (email: string) => (await outbox(server, email))[0]?.links[0] ?? "";

  it("use the loopback name the request came in on, with its port", async () => {
    expect(await signUpAs(server, `localhost:${port}`, "via-localhost@example.com")).toBe(200);
    expect(await linkOf("via-localhost@example.com")).toMatch(
      new RegExp(`^http://localhost:${port}/api/auth/`),
    );

    expect(await signUpAs(server, `127.0.0.1:${port}`, "via-loopback@example.com")).toBe(200);
    expect(await linkOf("via-loopback@example.com")).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/auth/`),
    );
  });

  it("never name another host a request claims: it gets the default origin", async () => {
    expect(await signUpAs(server, "evil.example", "via-evil@example.com")).toBe(200);
    const link = await linkOf("via-evil@example.com");
    expect(link).not.toContain("evil.example");
    expect(link.startsWith(`http://localhost:${port}/`) || link.startsWith(server.url)).toBe(true);
  });

  it("tell an existing account's owner where to sign in on the name they used", async () => {
    expect(await signUpAs(server, `127.0.0.1:${port}`, "taken@example.com")).toBe(200);
    expect(await signUpAs(server, `localhost:${port}`, "taken@example.com")).toBe(200);
    const mails = await outbox(server, "taken@example.com");
    const exists = mails.find((m) => m.links.some((l) => l.endsWith("/auth?mode=reset")));
    expect(exists?.links).toContain(`http://localhost:${port}/auth?mode=reset`);
  });
});

describe("links in mail with BASE_URL", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("pglite", { AUTH_RATE_LIMIT: "false", BASE_URL: "http://127.0.0.1:1" });
  });
  afterAll(() => server?.close());

  it("use BASE_URL whatever host the request names", async () => {
    const port = new URL(server.url).port;
    expect(await signUpAs(server, `localhost:${port}`, "fixed@example.com")).toBe(200);
    const link = (await outbox(server, "fixed@example.com"))[0]?.links[0] ?? "";
    expect(link.startsWith(server.url)).toBe(true);
  });
});
