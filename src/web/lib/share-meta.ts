import type { MetaDescriptor } from "react-router";

/** The picture of a shared link when the page has none of its own (public/share-image.png). */
export const SHARE_IMAGE = {
  path: "/share-image.png",
  width: 1200,
  height: 630,
  alt: "Ujamaa: discover Black-owned businesses. Educate. Elevate. Empower.",
};

type ShareArgs = {
  /** The root's loader gives the site's public origin (BASE_URL). */
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string; search: string };
};

/** A picture of the page's own (a business's logo), a URL absolute or on this site. */
export type SharePicture = { url: string; alt: string };

/** "property:og:title", "name:twitter:card": what a tag sets, so that a page's own tag wins. */
function keyOf(tag: MetaDescriptor): string | undefined {
  const fields = tag as Record<string, unknown>;
  if (typeof fields.property === "string") return `property:${fields.property}`;
  return typeof fields.name === "string" ? `name:${fields.name}` : undefined;
}

function originOf(matches: ShareArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  const origin = root && typeof root === "object" && "origin" in root ? root.origin : undefined;
  return typeof origin === "string" ? origin : "";
}

/**
 * The page's tags plus what a shared link's preview card reads (Open Graph and Twitter), made from its
 * title and description: the page's absolute URL, and its own picture or the site's default one
 * (a large card; a logo, being square, a small one). Tags the page already sets are kept as they are.
 */
export function withShareTags(
  { matches, location }: ShareArgs,
  tags: MetaDescriptor[],
  picture?: SharePicture | null,
): MetaDescriptor[] {
  const origin = originOf(matches);
  const content = (key: string) => {
    const tag = tags.find((t) => keyOf(t) === key) as { content?: unknown } | undefined;
    return typeof tag?.content === "string" ? tag.content : undefined;
  };
  const title = tags.find((tag): tag is { title: string } => "title" in tag)?.title ?? "Ujamaa";
  const shareTitle = content("property:og:title") ?? title.replace(/ · Ujamaa$/, "");
  const description = content("property:og:description") ?? content("name:description");
  // Absolute: a logo on this site (/files/…) or where S3_PUBLIC_URL puts it.
  const absolute = (url: string) => (origin ? new URL(url, `${origin}/`).href : url);
  const image = picture
    ? { url: absolute(picture.url), alt: picture.alt }
    : { url: absolute(SHARE_IMAGE.path), alt: SHARE_IMAGE.alt };
  const share: MetaDescriptor[] = [
    { property: "og:site_name", content: "Ujamaa" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: shareTitle },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: absolute(`${location.pathname}${location.search}`) },
    { property: "og:image", content: image.url },
    { property: "og:image:alt", content: image.alt },
    ...(picture
      ? []
      : [
          { property: "og:image:width", content: String(SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(SHARE_IMAGE.height) },
        ]),
    { name: "twitter:card", content: picture ? "summary" : "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
  const set = new Set(tags.map(keyOf));
  return [...tags, ...share.filter((tag) => !set.has(keyOf(tag)))];
}
