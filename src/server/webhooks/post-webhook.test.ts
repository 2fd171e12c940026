import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook } from "./post-webhook";
import { isDeliverableAddress } from "./public-address";
import { isValidWebhookSignature, SIGNATURE_HEADER } from "./webhook-signature";

describe("the addresses a webhook may reach", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "100.64.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a9fe:a9fe",
    "[::1]",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isDeliverableAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(isDeliverableAddress(address)).toBe(true);
    },
  );

  it("lets loopback through under the test-only setting, and nothing else private", () => {
    expect(isDeliverableAddress("127.0.0.1", true)).toBe(true);
    expect(isDeliverableAddress("::1", true)).toBe(true);
    expect(isDeliverableAddress("10.0.0.1", true)).toBe(false);
    expect(isDeliverableAddress("169.254.169.254", true)).toBe(false);
  });
});

describe("posting a signed change", () => {
  type Received = { headers: IncomingHttpHeaders; body: string };
  const received: Received[] = [];
  let status = 200;
  let server: Server;
  let port: number;
  const SECRET = "whsec_test_secret";
  const now = new Date();

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push({ headers: request.headers, body });
        response.statusCode = status;
        response.end("thanks");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (url: string, allowLoopback: boolean) =>
    postWebhook({
      url,
      secret: SECRET,
      body: JSON.stringify({ type: "certification.revoked", business: "Harlem Heritage Inn" }),
      deliveryId: "d-1",
      now,
      allowLoopback,
    });

  it("delivers to a loopback receiver under the test-only setting, signed over the time and body", async () => {
    received.length = 0;
    const outcome = await post(`http://127.0.0.1:${port}/hook`, true);
    expect(outcome).toEqual({ kind: "delivered", status: 200 });
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(delivery!.headers["ujamaa-delivery"]).toBe("d-1");
    const header = String(delivery!.headers[SIGNATURE_HEADER]);
    expect(isValidWebhookSignature(SECRET, header, delivery!.body, now)).toBe(true);
    expect(isValidWebhookSignature("another secret", header, delivery!.body, now)).toBe(false);
    expect(isValidWebhookSignature(SECRET, header, delivery!.body.replace("revoked", "revokeD"), now)).toBe(
      false,
    );
    expect(isValidWebhookSignature(SECRET, header, delivery!.body, new Date(now.getTime() + 600_000))).toBe(
      false,
    );
  });

  it("says a non-2xx answer failed, with its status", async () => {
    status = 503;
    const outcome = await post(`http://127.0.0.1:${port}/hook`, true);
    status = 200;
    expect(outcome).toEqual({ kind: "failed", status: 503, error: "The endpoint answered 503." });
  });

  it("refuses loopback, by address or by a name resolving to it, and sends nothing", async () => {
    received.length = 0;
    expect(await post(`http://127.0.0.1:${port}/hook`, false)).toMatchObject({ kind: "refused" });
    expect(await post(`https://127.0.0.1:${port}/hook`, false)).toMatchObject({
      kind: "refused",
      error: "127.0.0.1 is not a public address.",
    });
    expect(await post(`https://localhost:${port}/hook`, false)).toMatchObject({
      kind: "refused",
      error: expect.stringContaining("not a public address"),
    });
    expect(await post(`https://[::ffff:127.0.0.1]:${port}/hook`, false)).toMatchObject({ kind: "refused" });
    expect(received).toHaveLength(0);
  });

  it("refuses metadata and private addresses, plain http and credentials in the URL", async () => {
    expect(await post("https://169.254.169.254/latest/meta-data", false)).toMatchObject({ kind: "refused" });
    expect(await post("https://10.0.0.8/hook", false)).toMatchObject({ kind: "refused" });
    expect(await post("http://example.com/hook", false)).toEqual({
      kind: "refused",
      error: "The endpoint must use https.",
    });
    expect(await post("https://user:pass@example.com/hook", false)).toMatchObject({ kind: "refused" });
    expect(await post("not a url", false)).toEqual({ kind: "refused", error: "The endpoint is not a URL." });
  });

  it("says an endpoint that is not listening failed, to be tried again", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await post(`http://127.0.0.1:${closedPort}/hook`, true)).toMatchObject({
      kind: "failed",
      status: null,
    });
  });
});
