import { describe, expect, it } from 'vitest';
import { createJobQueue } from './image-jobs.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the image job queue', () => {
  it('runs one job at a time, in order, and refuses what does not fit in the queue', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 2 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await expect(queue.run(async () => 99)).rejects.toMatchObject({ code: 'upload.busy', statusCode: 429 });
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    gates[0]!.resolve();
    expect(await jobs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([1, 1]);

    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a job fails', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });

  it("counts the waiting jobs of each kind against that kind's own limit", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 1 });
    const copies = { name: 'copy', maxWaiting: 3 };
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waitingCopies = [1, 2, 3].map((value) => queue.run(async () => value, copies));
    await expect(queue.run(async () => 4, copies)).rejects.toMatchObject({
      code: 'upload.busy',
      statusCode: 429,
    });
    // Three copies waiting do not fill the default kind's one place.
    const upload = queue.run(async () => 'upload');
    expect([queue.running, queue.waiting]).toEqual([1, 4]);
    await expect(queue.run(async () => 'second upload')).rejects.toMatchObject({ code: 'upload.busy' });

    gate.resolve();
    await running;
    expect(await Promise.all(waitingCopies)).toEqual([1, 2, 3]);
    expect(await upload).toBe('upload');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    // Places free again once the jobs have run.
    const again = deferred();
    const busy = queue.run(() => again.promise);
    const queued = [queue.run(async () => 'a', copies), queue.run(async () => 'b', copies)];
    again.resolve();
    await busy;
    expect(await Promise.all(queued)).toEqual(['a', 'b']);
  });
});
