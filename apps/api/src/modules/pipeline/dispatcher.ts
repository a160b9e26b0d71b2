export interface DispatcherOptions<J> {
  /** Jobs run at once by this process. */
  concurrency: number;
  /** Claims up to `limit` jobs; claimed jobs are invisible to every other fetcher (SKIP LOCKED). */
  fetch(limit: number): Promise<J[]>;
  run(job: J): Promise<void>;
  complete(job: J): Promise<void>;
  fail(job: J, error: unknown): Promise<void>;
  /**
   * Fallback fetch while idle and never woken: picks up retries coming due, jobs of a process that died, and any
   * wake-up that was missed. New work normally arrives through `wake()`.
   */
  idlePollMs: number;
  onError(error: unknown): void;
}

/**
 * Runs queued jobs concurrently and fetches again as soon as there is a reason to: a wake-up (new work), a slot
 * freed after a full fetch (more may be waiting), or the idle poll. pg-boss's own worker sleeps its polling
 * interval after every batch, which capped pre-qualification at about two applications a second (issue 9).
 */
export class Dispatcher<J> {
  private readonly running = new Set<Promise<void>>();
  /** Whether a fetch may find something: set by a wake-up, a full batch or the idle timer. */
  private due = true;
  private stopping = false;
  private signal: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: DispatcherOptions<J>) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** New work is waiting: fetch now rather than at the next poll. */
  wake(): void {
    this.due = true;
    this.signal?.();
  }

  /** Stops fetching, lets the jobs in hand finish (and be completed or failed), then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.signal?.();
    await this.loop;
    await Promise.all(this.running);
  }

  get active(): number {
    return this.running.size;
  }

  private async run(): Promise<void> {
    const { concurrency } = this.options;
    while (!this.stopping) {
      const free = concurrency - this.running.size;
      if (free > 0 && this.due) {
        this.due = false;
        let jobs: J[] = [];
        try {
          jobs = await this.options.fetch(free);
        } catch (error) {
          this.options.onError(error);
        }
        for (const job of jobs) this.startJob(job);
        // A full batch means more may be waiting: fetch again as soon as a slot frees.
        if (jobs.length > 0 && jobs.length === free) this.due = true;
        continue;
      }
      await this.waitForSignal(free > 0 ? this.options.idlePollMs : undefined);
    }
  }

  private startJob(job: J): void {
    const task = (async () => {
      try {
        await this.options.run(job);
        await this.options.complete(job);
      } catch (error) {
        try {
          await this.options.fail(job, error);
        } catch (failError) {
          this.options.onError(failError);
        }
        this.options.onError(error);
      }
    })().finally(() => {
      this.running.delete(task);
      this.signal?.();
    });
    this.running.add(task);
  }

  /** Sleeps until woken, a job ends, or (when idle) the poll timer, which makes a fetch due. */
  private waitForSignal(timeoutMs: number | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        this.signal = undefined;
        resolve();
      };
      this.signal = done;
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          this.due = true;
          done();
        }, timeoutMs);
      }
    });
  }
}
