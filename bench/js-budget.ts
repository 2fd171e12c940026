// JavaScript a page loads: the scripts and module preloads in its server-rendered HTML, gzipped.
// Usage: npx tsx bench/js-budget.ts http://localhost:3000 / /businesses /directory
import zlib from "node:zlib";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);

for (const path of paths.length ? paths : ["/", "/businesses", "/directory"]) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1]!);
  const sizes = await Promise.all(
    [...urls].map(async (url) => {
      const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
      return { url, gzip: zlib.gzipSync(body).length };
    }),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${path}: ${(total / 1024).toFixed(1)} kB gzipped JavaScript in ${sizes.length} files`);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${s.url}`);
  }
}
