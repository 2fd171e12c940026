import type { MailMessage } from "~/server/mail/mailer";
import type { SmsMessage } from "~/server/sms/sms-sender";

/** Every kind of background job and its payload (stored as JSON). */
export type JobKinds = {
  /** One e-mail: account confirmation, password reset, one-time code, contact form… */
  "send-mail": MailMessage;
  /** One text message: a phone code, or word that a number already has an account. */
  "send-sms": SmsMessage;
  /** Alerts every eligible business to a new opportunity: an e-mail job and a notification each. */
  "opportunity-alerts": { opportunityId: string };
};

export type JobKind = keyof JobKinds;

export type JobPolicy = {
  /** Attempts after the first; after the last one the job is dead (kept, with its last error). */
  retryLimit: number;
  /** The first retry waits this long; each next one about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** A job still running after this long counts as failed (its process died) and is retried. */
  expireInSeconds: number;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
};

/**
 * Mail: retries after ~15–30 s, then ~30–60 s, … eight times, so a mail server may be down for
 * about one to two hours before a message is dead. SMTP calls time out well before 5 minutes.
 */
export const JOB_POLICIES: Record<JobKind, JobPolicy> = {
  "send-mail": { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 300, concurrency: 2 },
  // A code is good for 5 minutes: a text that cannot go out within a few is worth nothing.
  "send-sms": { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 120, concurrency: 2 },
  // A fan-out to 100,000 businesses is 200 batches of a few statements; 15 minutes is ample.
  // A second run (retry, or a process that died mid-way) skips the businesses already alerted.
  "opportunity-alerts": { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 900, concurrency: 1 },
};
