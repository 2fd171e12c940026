// Lighthouse (mobile preset) on the directory pages of the production build, on the system Chromium.
// Usage: npm run bench:web [-- --runs=3] [--url=http://host:port] [--cpu=<fixed slowdown multiplier>]
//   [--save=DIR: each run's full report as JSON, to read which audits cost points]
//   [--pages=/,/ar,/directory,/ar/directory: these pages instead of the four directory pages]
// Without --url it starts `node server.js` on the build in BUILD_DIR (default build) on a loopback
// port with a fresh DATA_DIR and the demo data. Each page is measured --runs times; the median is shown.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { findChromium } from "../scripts/find-chromium.js";
import { type SpawnedServer, startServer } from "../tests/support/spawn-server";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key!, value ?? "true"];
  }),
);
const runs = Number(args.runs ?? 3);

/**
 * The CPU slowdown that makes this machine behave like Lighthouse's reference phone, from its
 * benchmarkIndex: the piecewise-linear fit of Lighthouse's CPU throttling calculator (linked from
 * lighthouse/docs/throttling.md, "Calibrating the CPU slowdown"). 1× at 150, 2× at 800, 3× at 1300,
 * then one more per 233; the default 4× corresponds to an index of about 1533.
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(
    `benchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate the reference phone`,
  );
}

type Run = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  fcp: number;
  benchmarkIndex: number;
};

/** One Lighthouse run; a run whose trace came out broken (it happens under load) is repeated. */
async function audit(url: string, port: number, cpuSlowdownMultiplier?: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cpuSlowdownMultiplier && { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, environment, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < 3) return audit(url, port, cpuSlowdownMultiplier, attempt + 1);
    throw new Error(`${url}: ${runtimeError.message}`);
  }
  if (args.save) {
    fs.mkdirSync(args.save, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
    fs.writeFileSync(path.join(args.save, name), JSON.stringify(result.lhr));
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  let server: SpawnedServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    let base = args.url;
    if (!base) {
      server = await startServer({ DATA_DIR: dataDir });
      base = server.url;
    }
    const first = (await (await fetch(`${base}/api/v1/businesses?limit=1`)).json()) as {
      items: { id: string }[];
    };
    const pages =
      typeof args.pages === "string"
        ? args.pages.split(",")
        : ["/", "/businesses", "/directory", `/business/${first.items[0]?.id}`];

    // Discarded runs warm the server and measure this machine (the index varies from run to run).
    const calibration: number[] = [];
    for (let i = 0; i < 3; i++) calibration.push((await audit(`${base}/`, chrome.port)).benchmarkIndex);
    const benchmarkIndex = median(calibration);
    const multiplier = Number(args.cpu ?? Math.round(cpuSlowdownFor(benchmarkIndex) * 10) / 10);
    console.log(
      `benchmarkIndex ${Math.round(benchmarkIndex)} (of ${calibration.map(Math.round).join(", ")}) → cpuSlowdownMultiplier ${multiplier}${args.cpu ? " (given)" : ""}`,
    );
    console.log(`(median of ${runs} runs, mobile preset, simulated Slow 4G)\n`);
    console.log(
      "| page | performance | accessibility | LCP s | FCP s | TBT ms | performance per run | benchmarkIndex per run |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---|---|");
    for (const page of pages) {
      // Measured as a running server answers it, not its first request after start.
      for (let i = 0; i < 5; i++) await (await fetch(`${base}${page}`)).arrayBuffer();
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${base}${page}`, chrome.port, multiplier));
      const pick = (key: keyof Run) => median(results.map((r) => r[key]));
      console.log(
        `| ${page.replace(/\/business\/.+/, "/business/{id}")} | ${pick("performance")} | ${pick("accessibility")} | ${(pick("lcp") / 1000).toFixed(1)} | ${(pick("fcp") / 1000).toFixed(1)} | ${Math.round(pick("tbt"))} | ${results.map((r) => r.performance).join(", ")} | ${results.map((r) => Math.round(r.benchmarkIndex)).join(", ")} |`,
      );
    }
  } finally {
    chrome.kill();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
