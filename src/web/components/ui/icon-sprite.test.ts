import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_PATH } from "../../../../scripts/build-icon-sprite";
import { ICON_NAMES } from "./icon-names";

// The Icon component's `name` is typed by ICON_NAMES, so the compiler holds every use to the list;
// these hold the committed sprite to the list and the list to what the pages draw.
describe("icon sprite", () => {
  it("has one symbol per listed icon, as lucide draws it (else run `npm run icons`)", async () => {
    expect(fs.readFileSync(SPRITE_PATH, "utf8")).toBe(await iconSprite());
  });

  it("lists only icons that src/web draws", () => {
    const sources = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "src/web"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith("icon-names.ts") && fs.existsSync(file))
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    expect(ICON_NAMES.filter((name) => !sources.includes(`"${name}"`))).toEqual([]);
  });
});
