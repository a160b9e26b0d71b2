import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scheduleSweep } from './sweeps';

const until = async (check: () => boolean, ms = 2000) => {
  const started = Date.now();
  while (!check() && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('scheduleSweep', () => {
  it('runs a round when the server is ready, then on every interval, and goes on after a failed round', async () => {
    const app = Fastify({ logger: false });
    const warned: string[] = [];
    app.log.warn = ((_obj: unknown, message: string) => {
      warned.push(message);
    }) as unknown as typeof app.log.warn;
    let rounds = 0;
    scheduleSweep(app, {
      name: 'test',
      everyMs: 10,
      run: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('the database blinked');
      },
    });
    expect(rounds).toBe(0);
    await app.ready();
    expect(rounds).toBe(1);
    await until(() => rounds >= 4);
    expect(rounds).toBeGreaterThanOrEqual(4);
    expect(warned).toEqual(['test sweep failed']);
    await app.close();
    const closedAt = rounds;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds).toBe(closedAt);
  });

  it('waits for the first interval when told not to run at ready', async () => {
    const app = Fastify({ logger: false });
    let rounds = 0;
    const run = async () => {
      rounds += 1;
    };
    scheduleSweep(app, { name: 'test', everyMs: 20, atReady: false, run });
    await app.ready();
    expect(rounds).toBe(0);
    await until(() => rounds >= 1);
    expect(rounds).toBeGreaterThanOrEqual(1);
    await app.close();
  });
});
