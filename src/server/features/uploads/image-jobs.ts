/**
 * At most one image is decoded at a time, and only a few wait: four 14000×14000 PNGs at once
 * once took the server from 165 MB to 657 MB. With one job running and the pixel limit of
 * process-image.ts, memory stays flat whatever arrives; a burst beyond the queue is told to
 * come back later instead of piling up.
 */
import { AppError } from '../../app-error.ts';

export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createJobQueue(options: { concurrency: number; maxWaiting: number }): JobQueue {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) {
        running += 1;
      } else {
        if (queue.length >= options.maxWaiting) throw new AppError('upload.busy', 429);
        // The slot passes straight from the job that ends to this one.
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
