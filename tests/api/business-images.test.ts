import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, users } from "~/server/db/schema";
import { type S3Server, startS3Server } from "../support/s3-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser } from "./accounts-fixture";

type Slot = "logo" | "banner";
type Business = { id: string; logo_url: string | null; images: string[]; updated_at: string };

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();

/** Every file stored on disk (without the content-type sidecars), relative to the files folder. */
function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.endsWith(".meta.json") && fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

/**
 * Announces a body with its length but sends only its first 64 kB, and resolves with the answer: the
 * server must refuse an over-long body from its length alone, before reading or parsing any of it.
 */
function sendOnlyTheStart(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{
    status: number;
    json: { error: { message: string; fields: Record<string, string> } };
  }>((resolve, reject) => {
    const req = http.request(url, {
      method: "PUT",
      headers: { ...headers, "content-length": String(body.length) },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.write(body.subarray(0, 64 * 1024));
  });
}

describe.each(engines())("business logo and banner uploads on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;
  let ownerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      ADMIN_EMAILS: "admin@example.com",
      SEARCH_CACHE_SECONDS: "60",
    });
    owner = await newUser(server, "owner@example.com");
    other = await newUser(server, "other@example.com");
    admin = await newUser(server, "admin@example.com");
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "owner@example.com"));
    ownerId = row!.id;
  });
  afterAll(() => server.close());

  const newBusiness = async (images: string[] = []) => {
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name: `Upload Test ${Math.random()}`, category: "Retail", ownerId, images })
      .returning({ id: businesses.id });
    return row!.id;
  };
  const put = (id: string, slot: Slot, bytes: Uint8Array, name: string, type: string, cookie = owner) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return server.api(`/api/v1/businesses/${id}/${slot}`, {
      method: "PUT",
      body: form,
      headers: cookie ? { cookie } : {},
    });
  };
  const remove = (id: string, slot: Slot, cookie = owner) =>
    server.api(`/api/v1/businesses/${id}/${slot}`, { method: "DELETE", headers: cookie ? { cookie } : {} });
  const fetchFile = (url: string) => server.api(new URL(url, server.url).pathname);
  const thumb = (url: string) => url.replace(/\.display\.webp$/, ".thumb.webp");
  const logoOf = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  it("lets only the owner or an admin change images: 401 anonymous, 403 another user, 404 no business", async () => {
    const id = await newBusiness();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const before = storedFiles(server.filesDir);
    for (const slot of ["logo", "banner"] as const) {
      const anonymous = await put(id, slot, png, "a.png", "image/png", "");
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe("unauthorized");
      expect((await remove(id, slot, "")).status).toBe(401);
      const stranger = await put(id, slot, png, "a.png", "image/png", other);
      expect(stranger.status).toBe(403);
      expect((await stranger.json()).error.message).toBe(
        "Only the owner or an admin can change this business.",
      );
      expect((await remove(id, slot, other)).status).toBe(403);
      for (const missing of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
        expect((await put(missing, slot, png, "a.png", "image/png")).status).toBe(404);
        expect((await remove(missing, slot)).status).toBe(404);
      }
    }
    expect(storedFiles(server.filesDir)).toEqual(before);
    expect(await logoOf(id)).toMatchObject({ logoUrl: null, images: [] });
  });

  it("stores the owner's logo as a WebP display size and thumbnail, upright and without EXIF", async () => {
    const id = await newBusiness();
    // 800×400 pixels stored sideways: EXIF orientation 6 says to turn them a quarter to the right.
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Secret Camera Owner", Artist: "Hidden Name" } })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect([original.orientation, Boolean(original.exif)]).toEqual([6, true]);

    const res = await put(id, "logo", photo, "photo.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const business: Business = await res.json();
    expect(business.id).toBe(id);
    expect(business.logo_url).toMatch(/^\/files\/public\/logos\/[0-9a-f-]{36}\.display\.webp$/);

    const display = await fetchFile(business.logo_url!);
    expect(display.status).toBe(200);
    expect(display.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await display.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes("Secret Camera Owner")).toBe(false);

    const small = await fetchFile(thumb(business.logo_url!));
    expect(small.status).toBe(200);
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(["webp", 64, 128]);
  });

  it("deletes the replaced logo (both sizes) and the removed one, and shows the change in search at once", async () => {
    const id = await newBusiness();
    const search = async () => {
      const page = await (
        await server.api(`/api/v1/businesses?keyword=${encodeURIComponent("Upload Test")}`)
      ).json();
      return page.items.find((b: Business) => b.id === id)?.logo_url;
    };
    expect(await search()).toBeNull();
    const first: Business = await (await put(id, "logo", await jpeg(300, 300), "a.jpg", "image/jpeg")).json();
    expect(await search()).toBe(first.logo_url);

    const second: Business = await (
      await put(id, "logo", await jpeg(200, 200), "b.jpg", "image/jpeg")
    ).json();
    expect(second.logo_url).not.toBe(first.logo_url);
    expect(await search()).toBe(second.logo_url);
    for (const url of [first.logo_url!, thumb(first.logo_url!)])
      expect((await fetchFile(url)).status).toBe(404);
    for (const url of [second.logo_url!, thumb(second.logo_url!)])
      expect((await fetchFile(url)).status).toBe(200);

    const removed = await remove(id, "logo");
    expect(removed.status).toBe(200);
    expect((await removed.json()).logo_url).toBeNull();
    expect(await search()).toBeNull();
    for (const url of [second.logo_url!, thumb(second.logo_url!)])
      expect((await fetchFile(url)).status).toBe(404);
    // Removing a logo that is not there changes nothing.
    const again = await remove(id, "logo");
    expect(again.status).toBe(200);
    expect((await again.json()).logo_url).toBeNull();
  });

  it("lets an admin replace and remove another owner's banner, the first of its images", async () => {
    const elsewhere = "https://images.example.com/storefront.jpg";
    const id = await newBusiness([elsewhere, "https://images.example.com/second.jpg"]);
    const set = await put(id, "banner", await jpeg(1600, 600), "banner.jpg", "image/jpeg", admin);
    expect(set.status).toBe(200);
    const business: Business = await set.json();
    expect(business.images).toHaveLength(2);
    expect(business.images[0]).toMatch(/^\/files\/public\/banners\/[0-9a-f-]{36}\.display\.webp$/);
    expect(business.images[1]).toBe("https://images.example.com/second.jpg");
    const meta = await sharp(
      Buffer.from(await (await fetchFile(business.images[0]!)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 600]);
    const small = await sharp(
      Buffer.from(await (await fetchFile(thumb(business.images[0]!))).arrayBuffer()),
    ).metadata();
    expect([small.width, small.height]).toEqual([600, 200]);

    const removed = await remove(id, "banner", admin);
    expect(removed.status).toBe(200);
    expect((await removed.json()).images).toEqual(["https://images.example.com/second.jpg"]);
    expect((await fetchFile(business.images[0]!)).status).toBe(404);
  });

  it("refuses a 6 MB image, a renamed .exe and an SVG with the spec's messages, storing nothing", async () => {
    const id = await newBusiness();
    const kept: Business = await (await put(id, "logo", await jpeg(100, 100), "ok.jpg", "image/jpeg")).json();
    const before = storedFiles(server.filesDir);

    const huge = await sharp({
      create: {
        width: 1450,
        height: 1450,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.byteLength).toBeGreaterThan(6_000_000);
    // One byte over 5 MB: past the image rule, though within the body limit's room for the envelope.
    const small = await jpeg(10, 10);
    const justOver = Buffer.concat([small, Buffer.alloc(5 * 1024 * 1024 + 1 - small.byteLength)]);
    const exe = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"),
      Buffer.alloc(4000, 7),
    ]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const cases = [
      { bytes: justOver, name: "big.jpg", type: "image/jpeg", status: 413, title: "File too large" },
      { bytes: exe, name: "logo.png", type: "image/png", status: 415, title: "Invalid file type" },
      { bytes: svg, name: "logo.svg", type: "image/svg+xml", status: 415, title: "Invalid file type" },
      { bytes: svg, name: "logo.png", type: "image/png", status: 415, title: "Invalid file type" },
    ];
    const message = {
      "File too large": "Maximum file size is 5MB.",
      "Invalid file type": "Please upload a JPEG, PNG, GIF, or WEBP image.",
    };
    for (const slot of ["logo", "banner"] as const) {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(huge)], { type: "image/png" }), "big.png");
      const request = new Request("http://x", { method: "PUT", body: form });
      const tooLong = await sendOnlyTheStart(
        `${server.url}/api/v1/businesses/${id}/${slot}`,
        { origin: server.url, cookie: owner, "content-type": request.headers.get("content-type")! },
        Buffer.from(await request.arrayBuffer()),
      );
      expect(tooLong.status).toBe(413);
      expect(tooLong.json.error).toMatchObject({
        message: message["File too large"],
        fields: { file: "File too large" },
      });

      for (const { bytes, name, type, status, title } of cases) {
        const res = await put(id, slot, bytes, name, type);
        expect(res.status, `${slot} ${name}`).toBe(status);
        const { error } = await res.json();
        expect(error.message).toBe(message[title as keyof typeof message]);
        expect(error.fields).toEqual({ file: title });
      }
    }
    const missing = await server.api(`/api/v1/businesses/${id}/logo`, {
      method: "PUT",
      body: new FormData(),
      headers: { cookie: owner },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ file: "Required" });

    expect(storedFiles(server.filesDir)).toEqual(before);
    expect(await logoOf(id)).toMatchObject({ logoUrl: kept.logo_url, images: [] });
  });

  it("deletes a business's stored files with it", async () => {
    const id = await newBusiness();
    const logo: Business = await (await put(id, "logo", await jpeg(100, 100), "l.jpg", "image/jpeg")).json();
    const banner: Business = await (
      await put(id, "banner", await jpeg(1200, 400), "b.jpg", "image/jpeg")
    ).json();
    const urls = [logo.logo_url!, banner.images[0]!].flatMap((url) => [url, thumb(url)]);
    for (const url of urls) expect((await fetchFile(url)).status).toBe(200);

    expect(
      (await server.api(`/api/v1/businesses/${id}`, { method: "DELETE", headers: { cookie: other } })).status,
    ).toBe(403);
    for (const url of urls) expect((await fetchFile(url)).status).toBe(200);

    const deleted = await server.api(`/api/v1/businesses/${id}`, {
      method: "DELETE",
      headers: { cookie: owner },
    });
    expect(deleted.status).toBe(204);
    for (const url of urls) expect((await fetchFile(url)).status, url).toBe(404);
    expect(
      storedFiles(server.filesDir).some((f) => urls.some((u) => u.endsWith(f.split(path.sep).join("/")))),
    ).toBe(false);
  });
});

describe("business images kept in S3 (s3rver on loopback)", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  async function ownerServer(env: Record<string, string>) {
    const server = await startTestServer("pglite", { AUTH_RATE_LIMIT: "false", ...s3.env, ...env });
    const cookie = await newUser(server, "s3-owner@example.com");
    const [user] = await server.database.db.select({ id: users.id }).from(users);
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name: "Bucket Bakery", category: "Restaurant", ownerId: user!.id })
      .returning({ id: businesses.id });
    const put = async (bytes: Buffer) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "logo.jpg");
      const res = await server.api(`/api/v1/businesses/${row!.id}/logo`, {
        method: "PUT",
        body: form,
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Business).logo_url!;
    };
    return { server, cookie, id: row!.id, put };
  }

  it("serves public images through the app's files route, deleting replaced ones and a deleted business's", async () => {
    const { server, cookie, id, put } = await ownerServer({});
    try {
      const first = await put(await jpeg(300, 300));
      expect(first).toMatch(/^\/files\/public\/logos\/[0-9a-f-]{36}\.display\.webp$/);
      const served = await server.api(first);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);

      const second = await put(await jpeg(200, 200));
      expect((await server.api(first)).status).toBe(404);
      expect((await server.api(first.replace(".display.", ".thumb."))).status).toBe(404);
      expect((await server.api(second)).status).toBe(200);

      const deleted = await server.api(`/api/v1/businesses/${id}`, { method: "DELETE", headers: { cookie } });
      expect(deleted.status).toBe(204);
      expect((await server.api(second)).status).toBe(404);
      expect(await server.runtime.storage.get(second.replace("/files/", ""))).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("links public images straight to S3_PUBLIC_URL, which the pages' image policy then allows", async () => {
    const publicBase = `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}`;
    const { server, put } = await ownerServer({ S3_PUBLIC_URL: publicBase });
    try {
      const url = await put(await jpeg(120, 120));
      expect(url.startsWith(`${publicBase}/public/logos/`)).toBe(true);
      const direct = await fetch(url);
      expect(direct.status).toBe(200);
      expect(direct.headers.get("content-type")).toBe("image/webp");
      const csp = (await server.api("/api/health")).headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.env.S3_ENDPOINT}(;|$)`));
    } finally {
      await server.close();
    }
  });
});
