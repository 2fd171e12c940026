import { getConstructionPlans, type JobWithMetadata, PgBoss } from "pg-boss";
import type { Database, Db, RawSql } from "~/server/db/client";
import type { Logger } from "~/server/logger";
import { toDrizzleSql } from "./drizzle-sql";
import { JOB_POLICIES, JOB_SCHEDULES, type JobKind, type JobKinds, type JobPolicy } from "./job-kinds";
import { moveLegacyJobs, setAsideLegacyQueue } from "./queue-upgrade";

/** The PostgreSQL schema pg-boss keeps its tables in (job, queue, version, …). */
export const JOB_SCHEMA = "pgboss";

/** Where a job may be added: the database, or one of its transactions (`db.transaction(async (tx) => …)`). */
export type JobDb = Pick<Db, "execute">;

export type JobHandler<K extends JobKind> = (
  payload: JobKinds[K],
  job: { id: string; kind: K; attempt: number },
) => Promise<void>;

/** Jobs by state (finished and dead jobs are kept for KEEP_FINISHED_SECONDS). */
export type JobCounts = {
  queued: number;
  active: number;
  retrying: number;
  dead: number;
  done: number;
  cancelled: number;
};

export type DeadJob = {
  id: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  diedAt: Date | null;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for work, in seconds (at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Replaces every kind's first retry delay (tests: failures come back within seconds). */
  retryDelaySeconds?: number;
  /** Replaces every kind's number of retries. */
  retryLimit?: number;
  /** Replaces every kind's expiry (tests: a run that outlives it is taken for dead at once). */
  expireInSeconds?: number;
  /** How often jobs past their expiry are looked for and retried, in seconds (default 30). */
  maintenanceIntervalSeconds?: number;
  /**
   * Whether this process adds the scheduled jobs (JOB_SCHEDULES) when they come due (default true).
   * Tests switch it off: a scheduled run would change the rows a test is reading.
   */
  schedules?: boolean;
  /** Replaces the cron of scheduled kinds (JOB_SCHEDULES); a kind not scheduled there is refused. */
  timetable?: Partial<Record<JobKind, string>>;
  /**
   * How often the scheduler looks for scheduled jobs that came due, in seconds (1–45; default the
   * maintenance interval, at most 45). One process does it per interval, whichever claims it first.
   */
  scheduleCheckSeconds?: number;
};

export type JobQueue = {
  /**
   * Adds a job on `db`: pass the caller's transaction, and a rollback leaves no job behind.
   * Returns the job's id.
   */
  enqueue<K extends JobKind>(db: JobDb, kind: K, payload: JobKinds[K]): Promise<string>;
  /** Adds many jobs of a kind in one statement on `db` (a batch of a fan-out); nothing for none. */
  enqueueMany<K extends JobKind>(db: JobDb, kind: K, payloads: JobKinds[K][]): Promise<void>;
  /** Who runs jobs of a kind in this process; set before start(). */
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /** Installs or upgrades the queue's tables if needed, then starts this process's workers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (a few seconds at most) for the running ones. */
  stop(): Promise<void>;
  counts(): Promise<JobCounts>;
  /** The same counts for each kind of job (every kind, with zeros for one that has no jobs). */
  countsByKind(): Promise<Record<JobKind, JobCounts>>;
  deadJobs(limit: number): Promise<DeadJob[]>;
  /** Gives a dead job one more attempt. */
  retry(id: string): Promise<"retried" | "not_found" | "not_dead">;
  /** The timetable the scheduler keeps (kind and cron), as stored in the queue's tables. */
  schedules(): Promise<{ kind: string; cron: string; timezone: string }[]>;
};

const STOP_WAIT_MS = 5000;
const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long a finished or dead job stays in the table: a dead one is retryable from /admin/jobs for
 * that long. pg-boss 12 keeps one retention for both (no archive table any more).
 */
const KEEP_FINISHED_SECONDS = 30 * DAY_SECONDS;

/** What pg-boss keeps of a kind's policy on each of its jobs. */
function queueOptions(policy: JobPolicy) {
  return {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    ...(policy.retryDelayMaxSeconds !== undefined ? { retryDelayMax: policy.retryDelayMaxSeconds } : {}),
    expireInSeconds: policy.expireInSeconds,
    deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  };
}

/** The SQL that creates the queue's tables (for a test template made without starting a queue). */
export function jobQueueConstructionSql(): string {
  return getConstructionPlans(JOB_SCHEMA);
}

/**
 * Processes starting together on a fresh database may deadlock creating the same queue (pg-boss
 * creates a table partition per queue without a lock); PostgreSQL aborts one, and its next try
 * finds the queue made.
 */
async function retryOnDeadlock(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** pg-boss's states under the names our API uses (`failed` after the last attempt is `dead`). */
function countsOf(rows: { state: string; n: number }[]): JobCounts {
  const n = (state: string) => rows.filter((r) => r.state === state).reduce((sum, r) => sum + r.n, 0);
  return {
    queued: n("created"),
    active: n("active"),
    retrying: n("retry"),
    dead: n("failed"),
    done: n("completed"),
    cancelled: n("cancelled"),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A durable job queue in the app's own database (pg-boss, decision 027): jobs survive restarts,
 * several processes share the work (SKIP LOCKED), a failed job is retried with exponential backoff
 * and is dead after its last attempt, kept with its last error until an admin retries it.
 */
export function createJobQueue(
  database: Pick<Database, "raw" | "kind">,
  logger: Logger,
  options: JobQueueOptions = {},
): JobQueue {
  // Statements pg-boss has under way, so stop() can let them finish before the database closes.
  let inFlight = 0;
  const raw: RawSql = database.raw;
  const checkEverySeconds = options.maintenanceIntervalSeconds ?? 30;
  const scheduleCheckSeconds = options.scheduleCheckSeconds ?? Math.min(checkEverySeconds, 45);
  const timetable = { ...JOB_SCHEDULES };
  for (const [kind, cron] of Object.entries(options.timetable ?? {}) as [JobKind, string][]) {
    if (!(kind in JOB_SCHEDULES)) throw new Error(`${kind} jobs are not scheduled: no timetable to replace`);
    timetable[kind] = cron;
  }
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values?: unknown[]) {
        inFlight++;
        try {
          return await raw.query(text, values);
        } finally {
          inFlight--;
        }
      },
    },
    backend: database.kind,
    schema: JOB_SCHEMA,
    // The scheduler (decision 045): one process per interval looks for the JOB_SCHEDULES that came
    // due and adds their jobs, each occurrence once however many processes run.
    schedule: options.schedules ?? true,
    cronMonitorIntervalSeconds: scheduleCheckSeconds,
    // How soon an occurrence found due is turned into its job (pg-boss's default: 5 s).
    cronWorkerIntervalSeconds: Math.min(scheduleCheckSeconds, 5),
    // Supervision finds jobs whose process died (past their expiry) and retries them; every 30 s
    // (pg-boss's default is 60 s) so a killed job is back within expiry + 30 s + its retry delay.
    // One process does it per interval (pg-boss keeps the time in its queue table).
    superviseIntervalSeconds: checkEverySeconds,
    monitorIntervalSeconds: checkEverySeconds,
  });
  boss.on("error", (error: unknown) => logger.error({ error: messageOf(error) }, "job queue error"));

  const handlers = new Map<JobKind, JobHandler<JobKind>>();
  const workerIds = new Map<JobKind, string[]>();
  let running = 0;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const policyOf = (kind: JobKind): JobPolicy => ({
    ...JOB_POLICIES[kind],
    ...(options.retryDelaySeconds !== undefined ? { retryDelaySeconds: options.retryDelaySeconds } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
  });

  /** Wakes this process's idle workers of a kind instead of letting them sleep out their poll. */
  const wake = (kind: JobKind) => {
    const timer = setTimeout(() => {
      for (const id of workerIds.get(kind) ?? []) boss.notifyWorker(id);
    }, 25);
    timer.unref();
  };

  async function run<K extends JobKind>(kind: K, job: JobWithMetadata<JobKinds[K]>): Promise<void> {
    const handler = handlers.get(kind) as JobHandler<K>;
    const attempt = job.retryCount + 1;
    running++;
    try {
      await handler(job.data, { id: job.id, kind, attempt });
    } catch (error) {
      // The payload may hold codes and links: only the job's id, kind and the error are logged.
      const last = job.retryCount >= job.retryLimit;
      logger[last ? "error" : "warn"](
        { jobId: job.id, kind, attempt, error: messageOf(error) },
        last
          ? "background job failed for the last time: it is dead until an admin retries it"
          : "background job failed: it will be retried",
      );
      throw error;
    } finally {
      running--;
    }
  }

  /** Jobs by kind and state. */
  async function countRows(): Promise<{ name: string; state: string; n: number }[]> {
    const { rows } = await raw.query(
      `select name, state::text as state, count(*)::int as n from ${JOB_SCHEMA}.job group by name, state`,
    );
    return rows.map((r) => ({ name: String(r.name), state: String(r.state), n: Number(r.n) }));
  }

  /** pg-boss's statements run on the caller's drizzle handle (its transaction, when it is one). */
  const executorOn = (db: JobDb, kind: JobKind) => ({
    async executeSql(text: string, values: unknown[]) {
      try {
        const result = await db.execute(toDrizzleSql(text, values));
        return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
      } catch (error) {
        // drizzle's message lists the statement's values: the payload, with its codes and links.
        // Whoever logs this error gets the database's reason only.
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new Error(`Could not queue a ${kind} job: ${messageOf(reason)}`);
      }
    },
  });

  return {
    async enqueue(db, kind, payload) {
      const policy = policyOf(kind);
      const id = await boss.send(kind, payload as object, {
        db: executorOn(db, kind),
        ...queueOptions(policy),
      });
      if (!id) throw new Error(`No job queue named ${kind}: start the job queue first`);
      wake(kind);
      return id;
    },

    async enqueueMany(db, kind, payloads) {
      if (payloads.length === 0) return;
      const policy = policyOf(kind);
      await boss.insert(
        kind,
        payloads.map((payload) => ({
          name: kind,
          data: payload as object,
          ...queueOptions(policy),
        })),
        { db: executorOn(db, kind) },
      );
      wake(kind);
    },

    handle(kind, handler) {
      handlers.set(kind, handler as JobHandler<JobKind>);
    },

    start() {
      starting ??= (async () => {
        await setAsideLegacyQueue(raw, JOB_SCHEMA);
        // Processes starting together on a fresh database race to create the queue's schema, and
        // the loser's CREATE SCHEMA fails on its unique name; a second attempt finds it made.
        await boss.start({ attempts: 3 });
        for (const kind of Object.keys(JOB_POLICIES) as JobKind[]) {
          const policy = policyOf(kind);
          await retryOnDeadlock(() =>
            boss.createQueue(kind, {
              ...queueOptions(policy),
            }),
          );
        }
        // Stored even when this process does not run the scheduler: another one may.
        for (const [kind, cron] of Object.entries(timetable) as [JobKind, string][]) {
          const policy = policyOf(kind);
          await boss.schedule(
            kind,
            cron,
            {},
            {
              tz: "UTC",
              missed: "once",
              ...queueOptions(policy),
            },
          );
        }
        if (await moveLegacyJobs(raw, JOB_SCHEMA, KEEP_FINISHED_SECONDS)) {
          logger.info(
            "job queue upgraded: the jobs pg-boss 10 left unfinished were moved to pg-boss 12's tables",
          );
        }
        for (const kind of handlers.keys()) {
          const ids: string[] = [];
          for (let i = 0; i < policyOf(kind).concurrency; i++) {
            ids.push(
              await boss.work(
                kind,
                {
                  batchSize: 1,
                  includeMetadata: true,
                  pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
                },
                async ([job]: JobWithMetadata<JobKinds[typeof kind]>[]) => {
                  if (job) await run(kind, job);
                },
              ),
            );
          }
          workerIds.set(kind, ids);
        }
      })();
      return starting;
    },

    async stop() {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, close: false, timeout: STOP_WAIT_MS });
      // A poll or a completion pg-boss started just before it stopped still needs the database.
      const deadline = Date.now() + STOP_WAIT_MS;
      while ((inFlight > 0 || running > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async counts() {
      // Our kinds only: the scheduler's own queue (__pgboss__send-it) is pg-boss's business.
      const ours = new Set<string>(Object.keys(JOB_POLICIES));
      return countsOf((await countRows()).filter((r) => ours.has(r.name)));
    },

    async countsByKind() {
      const rows = await countRows();
      const kinds = Object.keys(JOB_POLICIES) as JobKind[];
      return Object.fromEntries(
        kinds.map((kind) => [kind, countsOf(rows.filter((r) => r.name === kind))]),
      ) as Record<JobKind, JobCounts>;
    },

    async deadJobs(limit) {
      const { rows } = await raw.query(
        `select id::text as id, name, retry_count, output->>'message' as last_error, created_on, completed_on
           from ${JOB_SCHEMA}.job where state = 'failed'
          order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        kind: String(r.name),
        attempts: Number(r.retry_count) + 1,
        lastError: r.last_error == null ? null : String(r.last_error),
        createdAt: new Date(r.created_on as string | Date),
        diedAt: r.completed_on == null ? null : new Date(r.completed_on as string | Date),
      }));
    },

    async schedules() {
      const rows = await boss.getSchedules();
      return rows.map((r) => ({ kind: r.name, cron: r.cron, timezone: r.timezone }));
    },

    async retry(id) {
      const { rows } = await raw.query(
        `select name, state::text as state from ${JOB_SCHEMA}.job where id = $1::uuid`,
        [id],
      );
      const job = rows[0];
      if (!job) return "not_found";
      if (job.state !== "failed") return "not_dead";
      await boss.retry(String(job.name), id);
      const kind = String(job.name);
      if (kind in JOB_POLICIES) wake(kind as JobKind);
      return "retried";
    },
  };
}
