// The map of areas (docs/architecture.md, "Areas") is enforced by scripts/check-areas.js, part of
// `npm run check`. Each rule is proved here on a copy of src/ and the doc: the copy as it stands passes,
// and a planted violation (a loop between two areas, a folder named outside the list, shared importing
// an area) is refused with a message that names it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { checkAreas, LAYERS, readAreas } from "../../scripts/check-areas.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let copy: string;

/** The faults of the copy with `files` (path → source) planted, which are removed again afterwards. */
function faultsWith(files: Record<string, string>): string[] {
  const planted: string[] = [];
  try {
    for (const [file, source] of Object.entries(files)) {
      const madeFolder = fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      if (madeFolder) planted.push(madeFolder);
      fs.writeFileSync(path.join(copy, file), source, { flag: "wx" });
      planted.push(path.join(copy, file));
    }
    return checkAreas(copy);
  } finally {
    for (const file of planted.reverse()) fs.rmSync(file, { recursive: true, force: true });
  }
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-area-rules-"));
  // Without the probes that layer-rules.test.ts may be writing into src/ at the same time.
  fs.cpSync(path.join(ROOT, "src"), path.join(copy, "src"), {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith("__lint_probe_"),
  });
  fs.mkdirSync(path.join(copy, "docs"));
  fs.copyFileSync(path.join(ROOT, "docs/architecture.md"), path.join(copy, "docs/architecture.md"));
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("the map of areas", () => {
  it("lists the areas once, and every layer's folders are named from it", () => {
    const areas: string[] = readAreas(ROOT);
    expect(areas.length).toBeGreaterThan(10);
    expect(new Set(areas).size).toBe(areas.length);
    expect(areas).not.toContain("shared");
    expect(checkAreas(copy)).toEqual([]);
    for (const layer of LAYERS as string[]) {
      for (const entry of fs.readdirSync(path.join(copy, layer), { withFileTypes: true })) {
        if (entry.isDirectory()) expect([...areas, "shared"], `${layer}/${entry.name}`).toContain(entry.name);
      }
    }
  });

  it("refuses a folder named outside the list", () => {
    const faults = faultsWith({ "src/web/features/dashboard/probe.ts": "export const probe = 1;\n" });
    expect(faults).toEqual([expect.stringContaining("src/web/features/dashboard: not an area")]);
  });

  it("refuses two domain areas that import each other (businesses already imports certification)", () => {
    const faults = faultsWith({
      "src/domain/certification/probe.ts": `import type { Business } from "~/domain/businesses/business-schema";\nexport type Probe = Business;\n`,
    });
    expect(faults).toHaveLength(1);
    expect(faults[0]).toContain(
      "src/domain: the areas businesses, certification import each other in a loop",
    );
    expect(faults[0]).toContain(
      "src/domain/certification/probe.ts imports ~/domain/businesses/business-schema",
    );
  });

  it("refuses a loop through a third area, and in the services and web layers too", () => {
    const services = faultsWith({
      // payments already imports certification; certification → notifications → payments closes a loop
      "src/server/services/notifications/probe.ts": `import * as p from "~/server/services/payments/complete-payment";\nexport const probe = p;\n`,
      "src/server/services/certification/probe.ts": `import * as p from "~/server/services/notifications/create-notification";\nexport const probe = p;\n`,
    });
    expect(services.join("\n")).toContain("src/server/services: the areas");
    expect(services.join("\n")).toMatch(/certification, notifications, payments import each other/);
    const web = faultsWith({
      // search already renders the businesses' cards
      "src/web/features/businesses/probe.tsx": `import * as p from "~/web/features/search/results/results-list";\nexport const probe = p;\n`,
    });
    expect(web).toEqual([
      expect.stringContaining("src/web/features: the areas businesses, search import each other"),
    ]);
  });

  it("refuses shared importing an area", () => {
    const faults = faultsWith({
      "src/domain/shared/probe.ts": `import { TIERS } from "~/domain/certification/tiers";\nexport const probe = TIERS;\n`,
      "src/domain/search/probe-user.ts": `import { probe } from "~/domain/shared/probe";\nexport const a = probe;\n`,
      "src/domain/reviews/probe-user.ts": `import { probe } from "~/domain/shared/probe";\nexport const b = probe;\n`,
    });
    expect(faults).toEqual([
      expect.stringContaining(
        "src/domain/shared/probe.ts imports ~/domain/certification/tiers: src/domain/shared is below",
      ),
    ]);
  });

  it("refuses a shared module that only one area uses", () => {
    const faults = faultsWith({
      "src/web/features/shared/probe.ts": "export const probe = 1;\n",
      "src/web/features/reviews/probe-user.ts": `import { probe } from "~/web/features/shared/probe";\nexport const a = probe;\n`,
    });
    expect(faults).toEqual([
      expect.stringContaining(
        "src/web/features/shared/probe.ts: used by reviews only; shared holds what two or more",
      ),
    ]);
  });
});
