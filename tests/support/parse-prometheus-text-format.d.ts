declare module "parse-prometheus-text-format" {
  /** A counter's, gauge's or untyped metric's sample; for a histogram, its buckets (see tests/support/prometheus.ts). */
  export type MetricSample = {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: MetricSample[];
  };
  /** Throws on a line that is not Prometheus's text format. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
