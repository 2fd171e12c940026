// No hard-coded English in the web app's components (issue 36, decision 062): their texts come from the
// catalogues.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the project (scripts/), read by Node as it is.
import { hardCodedTexts } from "../../scripts/find-hard-coded-text.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Every component of the web app speaks the visitor's language; a new one is held to it from its first line.
 * The one exception is a developer's tool no visitor reaches.
 */
const ENGLISH_ONLY = new Set(["src/web/routes/dev-mail.tsx"]);

function componentsUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx"))
    .map((e) => path.join(e.parentPath, e.name));
}

type Found = { file: string; line: number; text: string };

describe("texts of translated components", () => {
  it("come from the catalogues, none written in the component", () => {
    const files = componentsUnder("src/web").filter((file) => !ENGLISH_ONLY.has(path.relative(ROOT, file)));
    expect(files.length).toBeGreaterThan(200);
    const found = files
      .flatMap((file) => hardCodedTexts(file) as Found[])
      .map((f) => `${path.relative(ROOT, f.file)}:${f.line}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it("finds a hard-coded text when there is one", () => {
    const probe = path.join(ROOT, `tests/lint/__probe_${process.pid}.tsx`);
    fs.writeFileSync(
      probe,
      'export const P = ({ t }: { t: (s: string) => string }) => <p title="Opening hours">{t("Hello")} Closed now<span aria-label={t("x")}>Ujamaa</span></p>;\n',
    );
    try {
      expect((hardCodedTexts(probe) as Found[]).map((f) => f.text)).toEqual(["Opening hours", "Closed now"]);
    } finally {
      fs.rmSync(probe);
    }
  });
});
