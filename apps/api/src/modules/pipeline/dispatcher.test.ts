import { describe, expect, it } from 'vitest';
import { Dispatcher } from './dispatcher';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An in-memory queue with the fetch/complete/fail shape of pg-boss, recording what the dispatcher did. */
function harness(options: { concurrency: number; idlePollMs?: number; jobMs?: number; failing?: number[] }) {
  const queue: number[] = [];
  const completed: number[] = [];
  const failed: number[] = [];
  const fetches: number[] = [];
  let running = 0;
  let peak = 0;
  const dispatcher = new Dispatcher<number>({
    concurrency: options.concurrency,
    idlePollMs: options.idlePollMs ?? 60_000,
    fetch: async (limit) => {
      fetches.push(limit);
      return queue.splice(0, limit);
    },
    run: async (job) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(options.jobMs ?? 20);
      running--;
      if (options.failing?.includes(job)) throw new Error(`job ${job} failed`);
    },
    complete: async (job) => {
      completed.push(job);
    },
    fail: async (job) => {
      failed.push(job);
    },
    onError: () => {},
  });
  return { dispatcher, queue, completed, failed, fetches, peak: () => peak };
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(2);
  }
  return performance.now() - started;
}

describe('Dispatcher', () => {
  it('runs up to its concurrency at once and fetches more as slots free', async () => {
    const h = harness({ concurrency: 4, jobMs: 30 });
    h.queue.push(...Array.from({ length: 20 }, (_, i) => i));
    h.dispatcher.start();
    // 20 jobs of 30 ms, 4 at a time: about 150 ms; one at a time would take 600 ms.
    const elapsed = await until(() => h.completed.length === 20);
    await h.dispatcher.stop();
    expect(h.peak()).toBe(4);
    expect(elapsed).toBeLessThan(450);
    expect(new Set(h.completed).size).toBe(20);
  });

  it('a wake-up fetches new work at once instead of waiting for the idle poll', async () => {
    const h = harness({ concurrency: 2, idlePollMs: 60_000, jobMs: 1 });
    h.dispatcher.start();
    await until(() => h.fetches.length === 1);
    h.queue.push(1);
    h.dispatcher.wake();
    const elapsed = await until(() => h.completed.length === 1);
    await h.dispatcher.stop();
    expect(elapsed).toBeLessThan(200);
  });

  it('the idle poll finds work nobody announced (retries, a dead process)', async () => {
    const h = harness({ concurrency: 2, idlePollMs: 50, jobMs: 1 });
    h.dispatcher.start();
    await until(() => h.fetches.length === 1);
    h.queue.push(7);
    await until(() => h.completed.length === 1, 1000);
    await h.dispatcher.stop();
    expect(h.completed).toEqual([7]);
  });

  it('fails only the job that threw; the others complete', async () => {
    const h = harness({ concurrency: 3, failing: [2] });
    h.queue.push(1, 2, 3);
    h.dispatcher.start();
    await until(() => h.completed.length + h.failed.length === 3);
    await h.dispatcher.stop();
    expect(h.failed).toEqual([2]);
    expect([...h.completed].sort()).toEqual([1, 3]);
  });

  it('stop lets the jobs in hand finish and fetches nothing more', async () => {
    const h = harness({ concurrency: 2, jobMs: 100 });
    h.queue.push(1, 2, 3, 4);
    h.dispatcher.start();
    await until(() => h.dispatcher.active === 2);
    await h.dispatcher.stop();
    expect([...h.completed].sort()).toEqual([1, 2]);
    expect(h.queue).toEqual([3, 4]);
  });
});
