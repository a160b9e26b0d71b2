import { Agent, request as httpRequest } from 'node:http';

/**
 * The bench's HTTP load generator. It runs in the bench process while the server runs in its own (see
 * server.ts): a client sharing the server's event loop would measure itself.
 *
 * - `fixedRate`: open loop, the way real traffic arrives. Request i is due at start + i / rate whatever happened
 *   to earlier ones, and its latency is counted from that due time (so a stalled server cannot hide its queue:
 *   no coordinated omission). A warm-up at the same rate runs first and is not counted.
 * - `saturate`: closed loop, C connections each sending the next request as soon as the previous answered; the
 *   completed requests per second is the throughput ceiling used for the framework-floor ratio.
 * - `crowd`: closed loop too, with many connections (200: a room of people on a demo), each request timed and
 *   one unanswered after `timeoutMs` counted as a timeout (its socket destroyed), as a browser or a load balancer
 *   would give up on it.
 *
 * node:http with a keep-alive agent rather than fetch: fetch costs the client several times more CPU per
 * request, which on two cores is taken from the server being measured.
 */
export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface FixedRateJob extends Target {
  rate: number;
  seconds: number;
  warmupSeconds: number;
}

export interface SaturateJob extends Target {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface FixedRateResult {
  /** Milliseconds from each request's due time to its complete response. */
  latencies: number[];
  sent: number;
  errors: number;
  /** Completed requests per second over the measured window (due time of the first to the last answer). */
  achievedRate: number;
}

export interface SaturateResult {
  completed: number;
  errors: number;
  seconds: number;
  rps: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

function get(target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target.url, { agent, method: 'GET', headers: target.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function fixedRate(job: FixedRateJob): Promise<FixedRateResult> {
  const run = (seconds: number, record: boolean) =>
    new Promise<FixedRateResult>((resolve) => {
      const total = Math.round(job.rate * seconds);
      const interval = 1000 / job.rate;
      const latencies: number[] = [];
      let sent = 0;
      let done = 0;
      let errors = 0;
      let lastEnd = 0;
      const start = performance.now();
      const finish = () => {
        const window = (lastEnd - start) / 1000;
        resolve({ latencies, sent, errors, achievedRate: window > 0 ? (done - errors) / window : 0 });
      };
      if (total === 0) {
        finish();
        return;
      }
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + sent * interval <= now) {
          const due = start + sent * interval;
          sent++;
          get(job)
            .then((status) => {
              if (status !== 200) errors++;
              else if (record) latencies.push(performance.now() - due);
            })
            .catch(() => {
              errors++;
            })
            .finally(() => {
              done++;
              lastEnd = performance.now();
              if (done === total) finish();
            });
        }
        if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      };
      tick();
    });
  await run(job.warmupSeconds, false);
  return run(job.seconds, true);
}

export interface CrowdJob extends Target {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** A request unanswered after this long is abandoned and counted as a timeout. */
  timeoutMs: number;
  /** Called between the warm-up and the measured run (e.g. to read the server's CPU time). */
  afterWarmup?: () => Promise<void>;
}

export interface CrowdResult {
  /** Milliseconds from each request's send to its complete response (answered requests only). */
  latencies: number[];
  completed: number;
  errors: number;
  timeouts: number;
  seconds: number;
  rps: number;
}

/** GET with a deadline: resolves with the status code, or 'timeout' when the deadline passed first. */
function getWithin(target: Target, agent: Agent, timeoutMs: number): Promise<number | 'timeout'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target.url, { agent, method: 'GET', headers: target.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      res.on('error', reject);
    });
    const timer = setTimeout(() => {
      resolve('timeout');
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}

export async function crowd(job: CrowdJob): Promise<CrowdResult> {
  const crowdAgent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const run = async (seconds: number): Promise<CrowdResult> => {
    const latencies: number[] = [];
    let completed = 0;
    let errors = 0;
    let timeouts = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          try {
            const status = await getWithin(job, crowdAgent, job.timeoutMs);
            if (status === 'timeout') timeouts++;
            else if (status === 200) {
              completed++;
              latencies.push(performance.now() - sent);
            } else errors++;
          } catch {
            errors++;
          }
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    return { latencies, completed, errors, timeouts, seconds: elapsed, rps: completed / elapsed };
  };
  try {
    await run(job.warmupSeconds);
    await job.afterWarmup?.();
    return await run(job.seconds);
  } finally {
    crowdAgent.destroy();
  }
}

export async function saturate(job: SaturateJob): Promise<SaturateResult> {
  const run = async (seconds: number) => {
    let completed = 0;
    let errors = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < end) {
          try {
            if ((await get(job)) === 200) completed++;
            else errors++;
          } catch {
            errors++;
          }
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    return { completed, errors, seconds: elapsed, rps: completed / elapsed };
  };
  await run(job.warmupSeconds);
  return run(job.seconds);
}
