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

// Each request from another client address (behind TRUSTED_PROXY_HOPS=1): 10.0.0.1, 10.0.0.2, …
const NEW_CLIENT_SCRIPT = `
local n = 0
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format()
end
`;

const scriptPaths = new Map<boolean, string>();

function reportScript(newClients: boolean): string {
  let scriptPath = scriptPaths.get(newClients);
  if (!scriptPath) {
    scriptPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-bench-")), "report.lua");
    fs.writeFileSync(scriptPath, newClients ? NEW_CLIENT_SCRIPT + REPORT_SCRIPT : REPORT_SCRIPT);
    scriptPaths.set(newClients, scriptPath);
  }
  return scriptPath;
}

/**
 * `connections` keep-alive connections request `url` back to back for `seconds` (closed loop), with `headers`;
 * with `newClients`, each request names another client address in X-Forwarded-For.
 */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  { newClients = false }: { newClients?: boolean } = {},
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
      reportScript(newClients),
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
