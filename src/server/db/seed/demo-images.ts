import type { Storage } from "~/server/storage/storage";
import { contentHash, renderBanner, renderLogo } from "./logo-image";

export type DemoImageRequest = {
  name: string;
  brand?: { background: string; foreground: string } | undefined;
  banner: boolean;
};
export type DemoImages = { logoUrl: string | null; images: string[] };

export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Renders and stores the logos (and some banners) of the demo businesses under public/logos and
 * public/banners; names carry a content hash, so the year-long cache never serves a stale image.
 */
export async function storeDemoImages(
  storage: Storage,
  requests: DemoImageRequest[],
): Promise<Map<string, DemoImages>> {
  const result = new Map<string, DemoImages>();
  await Promise.all(
    requests.map(async (request, index) => {
      const { name, brand } = request;
      if (!brand) {
        result.set(name, { logoUrl: null, images: [] });
        return;
      }
      const slug = slugify(name);
      const logo = await renderLogo(name, brand, index);
      const logoKey = `public/logos/${slug}-${contentHash(logo)}.webp`;
      await storage.put(logoKey, logo, "image/webp");
      const images: string[] = [];
      if (request.banner) {
        const banner = await renderBanner(name, brand);
        const bannerKey = `public/banners/${slug}-${contentHash(banner)}.webp`;
        await storage.put(bannerKey, banner, "image/webp");
        images.push(storage.publicUrl(bannerKey));
      }
      result.set(name, { logoUrl: storage.publicUrl(logoKey), images });
    }),
  );
  return result;
}
