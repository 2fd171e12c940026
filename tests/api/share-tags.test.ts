import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, contractOpportunities } from "~/server/db/schema";
import { type PageServer, startPageServer } from "../support/page-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { OWNER_ID, seedDirectory } from "./businesses-fixture";

type Tags = Record<string, string>;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The attributes of each <tag> in a page's head. */
function headTags(html: string, tag: "meta" | "link"): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, decode(value!)]),
    ),
  );
}

/** The <meta> tags of a page's head by their property or name (og:title, twitter:card, …). */
function metaTags(html: string): Tags {
  const tags: Tags = {};
  for (const fields of headTags(html, "meta")) {
    const key = fields.property ?? fields.name;
    if (key && fields.content !== undefined) tags[key] = fields.content;
  }
  return tags;
}

describe.each(engines())("share tags of the public pages on %s", (engine) => {
  let server: TestServer;
  let pages: PageServer;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;
  let opportunityId: string;
  const LOGO = "/files/public/logos/3f2b0c1e-6d7a-4c55-9a57-0d7f4f1b2c3d.webp";

  beforeAll(async () => {
    server = await startTestServer(engine);
    ids = await seedDirectory(server.database.db);
    await server.database.db.update(businesses).set({ logoUrl: LOGO }).where(eq(businesses.id, ids.harlem));
    const [opportunity] = await server.database.db
      .insert(contractOpportunities)
      .values({
        title: "Catering for 200 & more",
        companyName: "Acme Corp",
        description: "Lunch for a two-day conference.",
        createdBy: OWNER_ID,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning({ id: contractOpportunities.id });
    opportunityId = opportunity!.id;
    pages = await startPageServer(server);
  });
  afterAll(async () => {
    await pages?.close();
    await server?.close();
  });

  async function tagsOf(path: string): Promise<Tags> {
    const res = await fetch(`${pages.url}${path}`);
    expect(res.status, path).toBe(200);
    return metaTags(await res.text());
  }

  it("gives every public page a large card with the default picture, its title, description and absolute URL", async () => {
    const paths = [
      "/",
      "/businesses",
      "/businesses?category=restaurant",
      "/directory",
      "/opportunities",
      "/about",
      "/contact",
      "/privacy-policy",
      "/terms-of-use",
      "/cookie-policy",
      "/eula",
      "/verify",
      "/auth",
      `/business/${ids.bakery}`,
      `/opportunities/${opportunityId}`,
    ];
    for (const path of paths) {
      const tags = await tagsOf(path);
      expect(tags["og:site_name"], path).toBe("Ujamaa");
      expect(tags["og:title"], path).toMatch(/\S/);
      expect(tags["og:title"], path).not.toMatch(/ · Ujamaa$/);
      expect(tags["og:description"], path).toBe(tags.description);
      expect(tags["og:url"], path).toBe(`${server.url}${path}`);
      expect(tags["og:image"], path).toBe(`${server.url}/share-image.png`);
      expect([tags["og:image:width"], tags["og:image:height"]], path).toEqual(["1200", "630"]);
      expect(tags["og:image:alt"], path).toMatch(/Ujamaa/);
      expect(tags["twitter:card"], path).toBe("summary_large_image");
      expect(tags["twitter:title"], path).toBe(tags["og:title"]);
      expect(tags["twitter:description"], path).toBe(tags["og:description"]);
      expect(tags["twitter:image"], path).toBe(tags["og:image"]);
    }
  });

  it("names each page in its card", async () => {
    expect((await tagsOf("/"))["og:title"]).toBe("Ujamaa · Discover Black-Owned Businesses");
    expect((await tagsOf("/directory"))["og:title"]).toBe("Business Directory");
    expect((await tagsOf("/privacy-policy"))["og:title"]).toBe("Privacy Policy");
    const opportunity = await tagsOf(`/opportunities/${opportunityId}`);
    expect(opportunity["og:title"]).toBe("Catering for 200 & more");
    expect(opportunity["og:description"]).toBe("Lunch for a two-day conference.");
  });

  it("shows a business's logo in its card where it has one, the default picture where it has none", async () => {
    const withLogo = await tagsOf(`/business/${ids.harlem}`);
    expect(withLogo["og:type"]).toBe("business.business");
    expect(withLogo["og:title"]).toBe("Harlem Soul Kitchen");
    expect(withLogo["og:url"]).toBe(`${server.url}/business/${ids.harlem}`);
    expect(withLogo["og:image"]).toBe(`${server.url}${LOGO}`);
    expect(withLogo["og:image:alt"]).toBe("Harlem Soul Kitchen logo");
    expect(withLogo["og:image:width"]).toBeUndefined();
    // A logo is square: the small card shows it whole.
    expect(withLogo["twitter:card"]).toBe("summary");
    expect(withLogo["twitter:image"]).toBe(`${server.url}${LOGO}`);

    const withoutLogo = await tagsOf(`/business/${ids.bakery}`);
    expect(withoutLogo["og:title"]).toBe("Sweet Auburn Bakery");
    expect(withoutLogo["og:description"]).toBe("Fresh bread and pastries every morning");
    expect(withoutLogo["og:image"]).toBe(`${server.url}/share-image.png`);
  });

  it("links the web app manifest and the home-screen icon from every page", async () => {
    for (const path of ["/", "/opportunities", `/business/${ids.harlem}`]) {
      const html = await (await fetch(`${pages.url}${path}`)).text();
      const links = headTags(html, "link");
      expect(links.find((link) => link.rel === "manifest")?.href, path).toBe("/manifest.webmanifest");
      expect(links.find((link) => link.rel === "apple-touch-icon")?.href, path).toBe("/apple-touch-icon.png");
      expect(metaTags(html)["theme-color"], path).toBe("#14532d");
    }
  });
});
