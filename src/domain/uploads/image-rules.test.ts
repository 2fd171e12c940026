import { describe, expect, it } from "vitest";
import { checkImageFile, displayNameOf, IMAGE_MAX_BYTES, imageTypeOfBytes, thumbnailOf } from "./image-rules";

describe("image rules", () => {
  it("takes JPEG, PNG, GIF and WebP up to 5MB, with the spec's messages otherwise", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp"]) {
      expect(checkImageFile({ type, size: IMAGE_MAX_BYTES }), type).toBeNull();
    }
    for (const type of ["image/svg+xml", "application/x-msdownload", "image/heic", ""]) {
      expect(checkImageFile({ type, size: 10 }), type).toEqual({
        title: "Invalid file type",
        message: "Please upload a JPEG, PNG, GIF, or WEBP image.",
      });
    }
    expect(checkImageFile({ type: "image/png", size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: "File too large",
      message: "Maximum file size is 5MB.",
    });
  });

  it("names an upload's thumbnail beside it, and leaves other images alone", () => {
    const url = `/files/${displayNameOf("public/logos/0b6c8a52-3d43-4a8e-9d7e-7b1c2f1f0a11")}`;
    expect(url).toBe("/files/public/logos/0b6c8a52-3d43-4a8e-9d7e-7b1c2f1f0a11.display.webp");
    expect(thumbnailOf(url)).toBe("/files/public/logos/0b6c8a52-3d43-4a8e-9d7e-7b1c2f1f0a11.thumb.webp");
    for (const other of [
      "/files/public/logos/harlem-soul-kitchen-0a1b2c3d4e.webp",
      "https://x.example/a.png",
    ]) {
      expect(thumbnailOf(other)).toBe(other);
    }
  });

  it("tells an image by its first bytes, whatever its name or declared type says", () => {
    const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(12).fill(0)].slice(0, 12));
    const text = (t: string) => new TextEncoder().encode(t.padEnd(12, " "));
    expect(imageTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(imageTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(imageTypeOfBytes(text("GIF89a"))).toBe("image/gif");
    expect(imageTypeOfBytes(text("RIFF\0\0\0\0WEBP"))).toBe("image/webp");
    expect(imageTypeOfBytes(text("hello, world"))).toBeNull();
    expect(imageTypeOfBytes(text("<svg xmlns="))).toBeNull();
    expect(imageTypeOfBytes(text("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
  });
});
