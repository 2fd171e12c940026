import cluster from "node:cluster";
import type { Registry } from "prom-client";
import { AppError } from "~/server/errors";

/** The messages server.js's supervisor exchanges (answerMetricsScrapes there): keep the two in step. */
const ASK = "ujamaa:metrics-ask";
const ANSWER = "ujamaa:metrics-answer";
const COLLECT = "ujamaa:metrics-collect";
const PART = "ujamaa:metrics-part";
const ANSWER_TIMEOUT_MS = 8000;

type Message = { type?: string; id: number; text?: string; error?: string };

/** A 503: the scrape may succeed once every process answers again (a partial sum would look like a reset). */
const incomplete = (reason: string) =>
  new AppError("unavailable", `Not every server process sent its metrics (${reason}); try again.`);

/**
 * Under WEB_CONCURRENCY, the process a scrape reaches asks the supervisor, which collects every
 * listening process's metrics and adds them up (counters and histograms summed, the job queue's
 * gauges taken once), so that a scrape reaching another process each time still sees counters that
 * only grow. Undefined in a process of its own (no supervisor), which answers with its own metrics.
 */
export function clusterScrape(registry: Registry): (() => Promise<string>) | undefined {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return undefined;

  let nextId = 0;
  const waiting = new Map<number, (answer: Message) => void>();
  process.on("message", (message: Message) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
    if (message?.type === COLLECT) {
      registry.getMetricsAsJSON().then(
        (metrics) => send({ type: PART, id: message.id, metrics }),
        (error: Error) => send({ type: PART, id: message.id, error: error.message }),
      );
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(incomplete("no answer in time"));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text === undefined) reject(incomplete(answer.error ?? "no metrics"));
        else resolve(answer.text);
      });
      send({ type: ASK, id });
    });
}
