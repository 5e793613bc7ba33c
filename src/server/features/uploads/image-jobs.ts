/**
 * At most one image is decoded at a time, and only a few wait: four 14000×14000 PNGs at once
 * once took the server from 165 MB to 657 MB. With one job running and the pixel limit of
 * process-image.ts, memory stays flat whatever arrives; a burst beyond the queue is told to
 * come back later instead of piling up.
 *
 * Jobs of different kinds (uploads, narrower copies of stored images) share the one running
 * slot, in arrival order, but each kind counts its own waiting jobs against its own limit, so
 * a page full of first-time copies never turns a teacher's upload away, nor the reverse.
 */
import { AppError } from '../../app-error.ts';

export interface JobKind {
  name: string;
  maxWaiting: number;
}

export interface JobQueue {
  /** Runs `job` when the slot is free; `kind` defaults to the queue's own limit. */
  run<T>(job: () => Promise<T>, kind?: JobKind): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createJobQueue(options: { concurrency: number; maxWaiting: number }): JobQueue {
  const defaultKind: JobKind = { name: 'default', maxWaiting: options.maxWaiting };
  let running = 0;
  const queue: (() => void)[] = [];
  const waitingByKind = new Map<string, number>();

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
    async run<T>(job: () => Promise<T>, kind: JobKind = defaultKind): Promise<T> {
      if (running < options.concurrency) {
        running += 1;
      } else {
        const waiting = waitingByKind.get(kind.name) ?? 0;
        if (waiting >= kind.maxWaiting) throw new AppError('upload.busy', 429);
        waitingByKind.set(kind.name, waiting + 1);
        // The slot passes straight from the job that ends to this one.
        await new Promise<void>((resolve) => queue.push(resolve));
        waitingByKind.set(kind.name, (waitingByKind.get(kind.name) ?? 1) - 1);
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
