// Starts Ujamaa: in development Vite serves the code with hot reload; in production the built
// server entry is imported. Both hand every request to one Hono app (API, assets, pages).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

const DEV = process.env.NODE_ENV === "development";
const FATAL_AT_START = new Set(["ConfigError", "DirectoryLockedError"]);
const PROCESSES = process.env.WEB_CONCURRENCY ? Number(process.env.WEB_CONCURRENCY) : 1;

if (!Number.isInteger(PROCESSES) || PROCESSES < 1 || PROCESSES > 64) {
  console.error(
    `Invalid environment variable WEB_CONCURRENCY: a whole number from 1 to 64, got "${process.env.WEB_CONCURRENCY}"`,
  );
  process.exit(1);
}
if (PROCESSES > 1 && cluster.isPrimary) {
  if (DEV || !process.env.DATABASE_URL) {
    console.error(
      "WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL) and the production build: the embedded database serves one process",
    );
    process.exit(1);
  }
  superviseProcesses(PROCESSES);
  await answerMetricsScrapes();
} else {
  await serve();
}

/**
 * WEB_CONCURRENCY processes share the port (node:cluster): one per core uses the machine's every core
 * for the JavaScript. They share nothing but PostgreSQL, as separate instances do (docs/operations.md).
 * A process that dies after it started listening is replaced; one that dies before stops them all.
 */
function superviseProcesses(count) {
  const log = (msg, extra = {}) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...extra, msg }));
  let stopping = false;
  let failed = false;
  let alive = 0;
  const listening = new Set();
  const fork = () => {
    alive += 1;
    cluster.fork();
  };
  cluster.on("listening", (worker) => listening.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    alive -= 1;
    const started = listening.delete(worker.id);
    if (!stopping && started) {
      log("a server process ended; starting another", { worker: worker.process.pid, code, signal });
      fork();
      return;
    }
    // A process still starting when the stop came ends on that signal: that is the stop, not a failure.
    const endedByTheStop = stopping && code === null && signal !== null;
    if (code !== 0 && !endedByTheStop) failed = true;
    if (!stopping) stop("SIGTERM");
    if (alive === 0) process.exit(failed ? 1 : 0);
  });
  function stop(signal) {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  log(`starting ${count} server processes on one port`);
  for (let i = 0; i < count; i++) fork();
}

/**
 * A scrape of /metrics reaches one process; it asks here, and gets back the metrics of every process
 * that is listening, added up (prom-client's AggregatorRegistry). The messages are those of
 * src/server/metrics/cluster-scrape.ts: keep the two in step.
 */
async function answerMetricsScrapes() {
  const { AggregatorRegistry } = await import("prom-client");
  const listening = new Set();
  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker) => listening.delete(worker));
  const gathering = new Map();
  let nextId = 0;
  cluster.on("message", (worker, message) => {
    if (message?.type === "ujamaa:metrics-part") {
      gathering.get(message.id)?.(message);
      return;
    }
    if (message?.type !== "ujamaa:metrics-ask") return;
    const reply = (answer) => {
      if (worker.isConnected()) worker.send({ type: "ujamaa:metrics-answer", id: message.id, ...answer });
    };
    const id = nextId++;
    const workers = [...listening].filter((w) => w.isConnected());
    const parts = [];
    const timer = setTimeout(() => {
      gathering.delete(id);
      reply({ error: "a server process did not send its metrics in time" });
    }, 5000);
    gathering.set(id, (part) => {
      if (part.error) {
        clearTimeout(timer);
        gathering.delete(id);
        reply({ error: part.error });
        return;
      }
      parts.push(part.metrics);
      if (parts.length < workers.length) return;
      clearTimeout(timer);
      gathering.delete(id);
      AggregatorRegistry.aggregate(parts)
        .metrics()
        .then(
          (text) => reply({ text }),
          (error) => reply({ error: error.message }),
        );
    });
    for (const w of workers) w.send({ type: "ujamaa:metrics-collect", id });
  });
}

async function loadEntry() {
  if (!DEV) {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const entry = await import(`./${buildDir}/server/index.js`);
    const { app, runtime } = await entry.createServerApp({ staticDir: `${buildDir}/client` });
    return { entry, runtime, handler: getRequestListener(app.fetch) };
  }
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  const load = () => vite.ssrLoadModule("./src/server/entry.ts");
  const entry = await load();
  const { runtime } = await entry.createServerApp();
  const handler = (req, res) =>
    vite.middlewares(req, res, async () => {
      const { app } = await (await load()).createServerApp();
      getRequestListener(app.fetch)(req, res);
    });
  return { entry, runtime, handler, close: () => vite.close() };
}

async function serve() {
  let loaded;
  try {
    loaded = await loadEntry();
  } catch (error) {
    if (FATAL_AT_START.has(error?.name)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { entry, runtime, handler } = loaded;
  // `npm run admin` reaches the embedded database through this process while it runs.
  const adminChannel = await entry.openAdminChannel(runtime);
  const { port, host } = runtime.config;
  const server = createServer(handler);
  server.listen(port, host, () => {
    const address = server.address();
    runtime.logger.info({ port: address.port }, `Ujamaa listening on http://localhost:${address.port}`);
    if (entry.listensBeyondLoopbackWithoutBaseUrl(runtime.config)) {
      runtime.logger.warn(
        `Listening on ${host} without BASE_URL: links in mail and QR codes name localhost or 127.0.0.1; set BASE_URL to the address others use`,
      );
    }
    if (runtime.config.mailOutbox) {
      runtime.logger.info(
        `Mail is kept in the local outbox: http://localhost:${address.port}/dev/mail (only this machine can open it; set SMTP_URL to send real mail)`,
      );
    }
    if (runtime.config.mailOutbox && runtime.config.database.kind === "postgres") {
      runtime.logger.warn(
        "DATABASE_URL is set but SMTP_URL is not: e-mails stay in the local outbox and reach nobody",
      );
    }
    if (runtime.config.smsOutbox) {
      runtime.logger.info(
        `Text messages are kept in the local outbox: http://localhost:${address.port}/dev/mail (only this machine can open it; set SMS_PROVIDER=twilio to send real ones)`,
      );
    }
    if (runtime.config.smsOutbox && runtime.config.database.kind === "postgres") {
      runtime.logger.warn(
        "DATABASE_URL is set but SMS_PROVIDER is not: text messages stay in the local outbox and reach nobody",
      );
    }
  });

  let stopping = false;
  async function stop(signal) {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await adminChannel?.close();
      await loaded.close?.();
      await entry.shutdown();
      clearTimeout(force);
      process.exit(0);
    });
    // Open event streams would hold their connections (and the shutdown) until the force timeout.
    await entry.endStreams().catch(() => {});
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
