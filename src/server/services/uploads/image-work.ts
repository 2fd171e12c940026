import { AppError, RateLimitedError } from "~/server/errors";

/** Images one account may have in processing at once. */
export const IMAGE_WORK_PER_ACCOUNT = 2;

export type ImageWork = {
  /**
   * Refuses at once (503) when the queue is full, so that an upload can be turned away before its
   * body is read and parsed; `run` checks again, since slots may fill meanwhile.
   */
  admit(): void;
  /** Runs `work` when a slot is free: refused at once when the queue is full (503) or `account` has too many in hand (429). */
  run<T>(account: string, work: () => Promise<T>): Promise<T>;
};

/**
 * The process's image work (sharp's decoding and encoding): CPU- and memory-heavy, and done on
 * libuv's thread pool, which file reads, password hashing and compression share. Unbounded, a burst
 * of large uploads starves every other request; so at most `concurrency` images are processed at
 * once, `queue` more wait, and past that an upload is answered 503 with Retry-After at once,
 * before its pixels are decoded.
 */
export function createImageWork({ concurrency, queue }: { concurrency: number; queue: number }): ImageWork {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inHand = new Map<string, number>();

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const refuseWhenFull = () => {
    if (running >= concurrency && waiting.length >= queue) {
      throw new AppError(
        "unavailable",
        "The server is busy processing images. Please try again in a few seconds.",
      );
    }
  };

  return {
    admit: refuseWhenFull,
    async run(account, work) {
      const mine = inHand.get(account) ?? 0;
      if (mine >= IMAGE_WORK_PER_ACCOUNT) {
        throw new RateLimitedError(
          `You have ${IMAGE_WORK_PER_ACCOUNT} images uploading already. Please wait for them to finish.`,
          5,
        );
      }
      refuseWhenFull();
      inHand.set(account, mine + 1);
      try {
        if (running < concurrency) running++;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        const left = (inHand.get(account) ?? 1) - 1;
        if (left > 0) inHand.set(account, left);
        else inHand.delete(account);
      }
    },
  };
}
