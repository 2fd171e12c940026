import { describe, expect, it } from "vitest";
import { countsAsView } from "./profile-views";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("countsAsView", () => {
  it("counts browsers", () => {
    expect(countsAsView(FIREFOX)).toBe(true);
    expect(countsAsView(SAFARI_IPHONE)).toBe(true);
  });

  it("leaves out crawlers, link previews, monitors and scripts", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "node",
    ]) {
      expect(countsAsView(agent), agent).toBe(false);
    }
  });

  it("leaves out requests that name no user agent", () => {
    for (const agent of [undefined, null, "", "   "]) expect(countsAsView(agent)).toBe(false);
  });
});
