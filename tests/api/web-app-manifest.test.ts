import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useProductionServer } from "../support/production-server";

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** A design token's value in src/web/app.css (--color-brand-800: #14532d). */
function token(name: string): string | undefined {
  const css = fs.readFileSync("src/web/app.css", "utf8");
  return css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
}

async function image(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { type: res.headers.get("content-type"), meta: await sharp(bytes).metadata() };
}

describe("the site as an installable app, and its share picture", { timeout: 90_000 }, () => {
  const server = useProductionServer();

  it("serves a web app manifest with what installing needs, in the site's colours", async () => {
    const res = await fetch(`${server().url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).toBe("Ujamaa");
    expect(manifest.short_name).toBe("Ujamaa");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe(token("color-brand-800"));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    const anySizes = pngs.filter((icon) => (icon.purpose ?? "any").split(" ").includes("any"));
    expect(anySizes.map((icon) => icon.sizes).sort()).toEqual(["192x192", "512x512"]);
    expect(
      pngs.some((icon) => icon.purpose?.split(" ").includes("maskable") && icon.sizes === "512x512"),
    ).toBe(true);
  });

  it("serves every icon the manifest names, a PNG of exactly its declared size", async () => {
    const manifest = (await (await fetch(`${server().url}/manifest.webmanifest`)).json()) as Manifest;
    for (const icon of manifest.icons) {
      const { type, meta } = await image(new URL(icon.src, server().url).href);
      expect(type?.split(";")[0], icon.src).toBe(icon.type);
      if (icon.sizes === "any") continue;
      expect(meta.format, icon.src).toBe("png");
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("serves the home-screen icon for iOS and the default share picture at their sizes", async () => {
    const touch = await image(`${server().url}/apple-touch-icon.png`);
    expect([touch.type, touch.meta.width, touch.meta.height]).toEqual(["image/png", 180, 180]);
    // iOS shows transparency as black: this one is opaque.
    expect(touch.meta.hasAlpha).toBe(false);
    const share = await image(`${server().url}/share-image.png`);
    expect([share.type, share.meta.width, share.meta.height]).toEqual(["image/png", 1200, 630]);
  });
});
