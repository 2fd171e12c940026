import http from "node:http";
import parsePrometheusTextFormat, {
  type MetricFamily,
  type MetricSample,
} from "parse-prometheus-text-format";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET with exactly these headers (fetch may not set Host), over a fresh connection. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

/**
 * A server's /metrics as a Prometheus text-format parser reads it: a line that is not the format fails
 * the parse. The parser reads counters and gauges with their labels; of a histogram with labels it keeps
 * the family and its buckets but not each label set's (its issue #13): label sets are checked on the
 * request counter, which is written with the same labels at the same moment.
 */
export class Scrape {
  constructor(readonly families: MetricFamily[]) {}

  static async of(origin: string, headers: Record<string, string> = {}): Promise<Scrape> {
    const answer = await get(`${origin}/metrics`, headers);
    if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}: ${answer.body}`);
    return new Scrape(parsePrometheusTextFormat(answer.body));
  }

  family(name: string): MetricFamily | undefined {
    return this.families.find((f) => f.name === name);
  }

  /** The samples of a counter or gauge whose labels include `labels`. */
  samples(name: string, labels: Record<string, string> = {}): MetricSample[] {
    return (this.family(name)?.metrics ?? []).filter((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
    );
  }

  /** The sum of the samples whose labels include `labels` (a counter's or a gauge's); 0 when none. */
  total(name: string, labels: Record<string, string> = {}): number {
    return this.samples(name, labels).reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
  }
}
