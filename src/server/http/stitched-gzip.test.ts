import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, deflatePieces, gzipJoined } from "./stitched-gzip";

describe("a kept page gzipped once, its nonce put in per answer", () => {
  const page = `<html><script nonce="N">a()</script>${"<li>Soul Food Kitchen</li>".repeat(2000)}<script nonce="N">b()</script></html>`;
  const pieces = page.split("N").map((piece) => Buffer.from(piece));
  const deflated = deflatePieces(pieces);

  it("decodes to the page with each answer's own nonce, with any gzip decoder", () => {
    for (const nonce of ["rQ2x9Yk1bGfA0mZs8PqLwA==", "another-nonce"]) {
      const body = gzipJoined(pieces, deflated, Buffer.from(nonce));
      expect(zlib.gunzipSync(body).toString()).toBe(page.replaceAll("N", nonce));
      expect(body.length).toBeLessThan(page.length / 10);
    }
  });

  it("handles a page that starts or ends with the nonce, and a page without one", () => {
    for (const text of ["N<p>x</p>N", "<p>no nonce</p>", ""]) {
      const parts = text.split("N").map((piece) => Buffer.from(piece));
      const body = gzipJoined(parts, deflatePieces(parts), Buffer.from("abc"));
      expect(zlib.gunzipSync(body).toString()).toBe(text.replaceAll("N", "abc"));
    }
  });

  it("reads Accept-Encoding as a browser or crawler sends it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
