import { CERTIFICATION_LIFECYCLE_CRON } from "~/server/config";
import type { MailMessage } from "~/server/mail/mailer";
import type { SmsMessage } from "~/server/sms/sms-sender";

/** Every kind of background job and its payload (stored as JSON). */
export type JobKinds = {
  /** One e-mail: account confirmation, password reset, one-time code, contact form… */
  "send-mail": MailMessage;
  /** One text message: a phone code, or word that a number already has an account. */
  "send-sms": SmsMessage;
  /**
   * Alerts everyone eligible to a new opportunity: an e-mail job and a notification each. A job runs a
   * bounded number of batches and queues the next one with where it stopped (`pass`, `after`).
   */
  "opportunity-alerts": {
    opportunityId: string;
    pass?: "preferred" | "interests" | "naics";
    after?: string | null;
  };
  /**
   * Records lapsed certifications and sends the renewal reminders due (decision 045). Scheduled
   * (JOB_SCHEDULES): the queue's scheduler adds one job per occurrence, whatever the number of processes.
   */
  "certification-lifecycle": Record<string, never>;
  /**
   * Places businesses saved before places existed, 20 batches of 500 per job by id; a job queues the
   * next with where it stopped (`after`). Queued at start-up when any business was never placed.
   */
  "place-businesses": { after: string | null };
  /**
   * Matches a vendor list's rows to businesses, 20 batches of 500 per job (decision 059); a job queues
   * the next while rows are left. Queued with the list, in its transaction.
   */
  "match-vendor-list": { listId: string };
  /**
   * Tells the vendor lists holding a business of each certification change not yet told (decision
   * 060): the list's change, the owner's bell, a webhook delivery. Queued with each change, in its
   * transaction; also scheduled every minute, so a change whose queueing was lost is told all the same.
   */
  "watch-certification-changes": Record<string, never>;
  /** POSTs one change to a list's endpoint; retried with backoff for 24 hours (decision 060). */
  "deliver-webhook": { deliveryId: string };
  /** Sends each owner who asked for it the week's changes of their lists (decision 060). Scheduled. */
  "vendor-list-digest": Record<string, never>;
};

export type JobKind = keyof JobKinds;

export type JobPolicy = {
  /** Attempts after the first; after the last one the job is dead (kept, with its last error). */
  retryLimit: number;
  /** The first retry waits this long; each next one about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** A job still running after this long counts as failed (its process died) and is retried. */
  expireInSeconds: number;
  /** With backoff, no wait between tries grows beyond this (pg-boss retryDelayMax). */
  retryDelayMaxSeconds?: number;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
};

/**
 * Mail: retries after ~15–30 s, then ~30–60 s, … eight times, so a mail server may be down for
 * about one to two hours before a message is dead. A try counts as lost (its process died) after
 * 120 s: the SMTP transport gives up after 20 s without a connection or greeting and 60 s of
 * silence, so a live try ends well before (a try cut off while still sending could send twice).
 *
 * Alerts: one job runs at most ALERT_BATCHES_PER_JOB batches of 500 (about 8–10 s on PostgreSQL,
 * 15–22 s on PGlite, measured on a busy two-core machine) and queues the rest as a new job, so 60 s
 * is ample; a run that does outlive it only overlaps its retry, which skips whoever was told
 * (decision 027, update). Expiry is found by the queue's maintenance, every 30 s (job-queue.ts).
 */
export const JOB_POLICIES: Record<JobKind, JobPolicy> = {
  "send-mail": { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 120, concurrency: 2 },
  // A code is good for 5 minutes: a text that cannot go out within a few is worth nothing.
  "send-sms": { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 120, concurrency: 2 },
  "opportunity-alerts": { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 60, concurrency: 1 },
  // Each batch commits on its own and a second run skips what the first did: a retry is harmless.
  "certification-lifecycle": { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600, concurrency: 1 },
  // Each batch is one statement that skips businesses placed meanwhile: a retry is harmless.
  "place-businesses": { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 300, concurrency: 1 },
  // Each batch fills only rows still unmatched: a retry is harmless. 10,000 rows are 20 batches.
  "match-vendor-list": { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 300, concurrency: 2 },
  // A run claims events under SKIP LOCKED and each list hears of an event once (a unique key).
  "watch-certification-changes": {
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    concurrency: 1,
  },
  // Waits of 1, 2, 4 … minutes, then every 2 hours: the 19th try comes about 24 hours after the first,
  // and the handler gives a delivery up once 24 hours have passed.
  "deliver-webhook": {
    retryLimit: 18,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 7200,
    expireInSeconds: 60,
    concurrency: 2,
  },
  "vendor-list-digest": { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600, concurrency: 1 },
};

/**
 * Kinds the queue's own scheduler (pg-boss `schedule`, UTC cron) adds on a timetable: at most one job
 * per occurrence across every process. A process that was down when one came due sends one
 * catch-up job when it starts (`missed: "once"`). These are the defaults; the job queue's
 * `timetable` option replaces them (CERTIFICATION_LIFECYCLE_CRON).
 */
export const JOB_SCHEDULES: Partial<Record<JobKind, string>> = {
  // Hourly, so a lapse is recorded and told within the hour of its expiry.
  "certification-lifecycle": CERTIFICATION_LIFECYCLE_CRON,
  // The safety net of the queueing done with each change.
  "watch-certification-changes": "* * * * *",
  // Mondays at 08:00 UTC.
  "vendor-list-digest": "0 8 * * 1",
};
