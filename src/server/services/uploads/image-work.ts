/**
 * Decoding and re-encoding an image takes a libuv thread (two: the main image and its thumbnail)
 * and a core for a long while, so uploads take turns: a few at a time for the whole server, a
 * short line behind them, and past that a quick refusal the client retries (a burst of photos
 * would otherwise hold everyone else's answers, static files included).
 */
export class ImageWorkBusyError extends Error {
  override name = 'ImageWorkBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many images are waiting to be processed');
  }
}

export interface ImageWorkLimits {
  /** Images processed at the same time. */
  atOnce: number;
  /** Images that may wait for a turn; the next one is refused at once. */
  waiting: number;
}

export interface ImageWork {
  /** Runs `task` in its turn, or throws ImageWorkBusyError when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** A full line clears in a few seconds (eight phone photos of about half a second each). */
const busyRetryAfterSeconds = 5;

export function createImageWork({ atOnce, waiting }: ImageWorkLimits): ImageWork {
  let running = 0;
  const line: Array<() => void> = [];
  // A finished task hands its turn straight to the first in line, so nobody overtakes the line.
  const done = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < atOnce) running += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new ImageWorkBusyError(busyRetryAfterSeconds);
      try {
        return await task();
      } finally {
        done();
      }
    },
  };
}

/** No turns: for the seeds, which process their pictures one after another before anyone connects. */
export const imageWorkAnyTime: ImageWork = { run: (task) => task() };
