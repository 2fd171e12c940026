import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser } from "./accounts-fixture";

// A flat picture: few bytes to send, but every pixel still has to be decoded and resized.
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

function uploadAvatar(server: TestServer, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("avatar", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "me.png");
  return server.api("/api/v1/me/avatar", { method: "POST", body: form, headers: { cookie } });
}

describe.each(engines())("image work stays bounded on %s", (engine) => {
  let server: TestServer;
  let cookies: string[];
  let big: Buffer;

  beforeAll(async () => {
    // One image at a time and one waiting: the third upload at once must be turned away.
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      IMAGE_WORK_CONCURRENCY: "1",
      IMAGE_WORK_QUEUE: "1",
    });
    cookies = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => newUser(server, `imager${n}@example.com`)));
    big = await png(4800, 4800);
  });
  afterAll(() => server.close());

  it("refuses a picture over 25 megapixels before decoding it, and takes a 12-megapixel photo", async () => {
    const refused = await uploadAvatar(server, cookies[0]!, await png(5001, 5000));
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toEqual({
      code: "payload_too_large",
      message: "The image is too large: at most 25 megapixels.",
      fields: { avatar: "File too large" },
    });
    expect((await uploadAvatar(server, cookies[0]!, await png(4032, 3024))).status).toBe(200);
  });

  it("answers 503 with Retry-After past the queue, at once, and takes uploads again once it drains", async () => {
    const answers = await Promise.all(cookies.map((cookie) => uploadAvatar(server, cookie, big)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.find((res) => res.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("5");
    expect((await busy.json()).error).toEqual({
      code: "unavailable",
      message: "The server is busy processing images. Please try again in a few seconds.",
    });
    expect((await uploadAvatar(server, cookies[5]!, big)).status).toBe(200);
  });

  it("turns an upload away before reading its body while the queue is full", async () => {
    // Two large pictures fill the one slot and the one place in the queue; meanwhile a request whose
    // body is not even a form is answered 503, not 400: its body was never read.
    // The probe has to land while both are in; on a fast machine the pair can finish first, so the
    // pair is sent again (at most five times) until a probe has met the full queue.
    const seen = new Set<number>();
    for (let round = 0; round < 5 && !seen.has(503); round++) {
      const filling = Promise.all([
        uploadAvatar(server, cookies[1]!, big),
        uploadAvatar(server, cookies[2]!, big),
      ]);
      let settled = false;
      void filling.finally(() => {
        settled = true;
      });
      while (!settled && !seen.has(503)) {
        const res = await server.api("/api/v1/me/avatar", {
          method: "POST",
          body: "not a form",
          headers: { cookie: cookies[3]!, "content-type": "multipart/form-data; boundary=x" },
        });
        seen.add(res.status);
        if (res.status === 503) expect((await res.json()).error.code).toBe("unavailable");
        else await res.arrayBuffer();
      }
      expect((await filling).map((res) => res.status)).toEqual([200, 200]);
    }
    expect(seen.has(503)).toBe(true);
    expect([...seen].every((status) => status === 400 || status === 503)).toBe(true);
  });

  it("lets one account have two images in processing at once: a third is answered 429", async () => {
    const roomy = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      IMAGE_WORK_CONCURRENCY: "4",
      IMAGE_WORK_QUEUE: "8",
    });
    try {
      const cookie = await newUser(roomy, "busy@example.com");
      // Five at once: on a fast machine a first image can finish before a third arrives, but never all.
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => uploadAvatar(roomy, cookie, big)));
      const statuses = answers.map((res) => res.status);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses).toContain(429);
      const tooMany = answers.find((res) => res.status === 429)!;
      expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await tooMany.json()).error.message).toBe(
        "You have 2 images uploading already. Please wait for them to finish.",
      );
      expect((await uploadAvatar(roomy, cookie, big)).status).toBe(200);
    } finally {
      await roomy.close();
    }
  });
});
