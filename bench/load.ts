// The load generator: wrk (C, from Debian's `wrk` package) in its own process, so that the
// measuring costs the API as little CPU as possible on a small machine.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export type LoadResult = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The slowest answer. */
  max: number;
  /** Answers slower than 1 s. */
  over1s: number;
};

// wrk calls done() once at the end; latencies are in microseconds.
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  -- The share of answers slower than 1 s, from the percentiles (wrk keeps no list of latencies).
  local over = 0
  if latency.max > 1000000 then
    -- Bisection: the percentile where answers pass 1 s (stepping down 0.001 at a time took minutes).
    local lo, hi = 0, 100
    for _ = 1, 40 do
      local mid = (lo + hi) / 2
      if latency:percentile(mid) > 1000000 then hi = mid else lo = mid end
    end
    over = math.floor(summary.requests * (100 - hi) / 100 + 0.5)
    if over < 1 then over = 1 end
  end
  io.write(string.format('{"requests":%d,"errors":%d,"seconds":%f,"p50":%d,"p95":%d,"p99":%d,"max":%d,"over1s":%d}\\n',
    summary.requests, e.connect + e.read + e.write + e.status + e.timeout, summary.duration / 1e6,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, over))
end
`;

let scriptPath: string | undefined;

function reportScript(): string {
  if (!scriptPath) {
    scriptPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-bench-")), "report.lua");
    fs.writeFileSync(scriptPath, REPORT_SCRIPT);
  }
  return scriptPath;
}

/** `connections` keep-alive connections request `url` back to back for `seconds` (closed loop), with `headers`. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)("wrk", [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      "-s",
      reportScript(),
      url,
    ]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error("the bench needs wrk: apt-get install wrk");
    throw error;
  }
  const line = stdout.trim().split("\n").at(-1)!;
  const r = JSON.parse(line) as { requests: number; errors: number; seconds: number } & Record<
    "p50" | "p95" | "p99" | "max" | "over1s",
    number
  >;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requests: r.requests,
    errors: r.errors,
    rps: Math.round(r.requests / r.seconds),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    max: ms(r.max),
    over1s: r.over1s,
  };
}
