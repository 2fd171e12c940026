import { describe, expect, it } from "vitest";
import { checkImageFile, displayNameOf, IMAGE_MAX_BYTES, thumbnailOf } from "./image-rules";

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
});
