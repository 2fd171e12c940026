// One import dialect under src/, tests/ and bench/: "./x" for a file in the same folder or below it, "~/…" for
// anything else under src/ (tests' own helpers outside src stay relative), and no .ts/.tsx extensions. Run by `npm run check`; exits 1 listing each stray import.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "src", "tests", "bench"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file));

const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const strays = [];
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1];
    const local = spec.startsWith(".") || spec.startsWith("~/");
    const upIntoSrc =
      spec.startsWith("../") && path.normalize(path.join(path.dirname(file), spec)).startsWith("src/");
    if (upIntoSrc || (local && /\.tsx?$/.test(spec))) {
      const line = text.slice(0, match.index).split("\n").length;
      strays.push(`${file}:${line}: ${spec}`);
    }
  }
}
if (strays.length > 0) {
  console.error(`Imports use "./x" within a folder and "~/…" for the rest of src, without .ts extensions:`);
  for (const stray of strays) console.error(`  ${stray}`);
  process.exit(1);
}
