import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';
import { PdfWorkerPool } from './pdf-pool';

const pool = new PdfWorkerPool();
afterAll(() => pool.close());

const notice = (name: string) => ({
  title: 'Your credit score',
  lender: 'Hearth Lending',
  paragraphs: [
    { heading: true, text: `Dear ${name}` },
    { heading: false, text: 'We used your credit score to decide on the line you applied for. '.repeat(20) },
  ],
  createdAt: new Date('2026-11-29T18:00:00Z'),
  brand: {
    companyName: 'Hearth Lending',
    primary: '#1f5f8b',
    mark: '<rect x="4" y="4" width="40" height="40" />',
    wordmark: ['Hearth', 'Lending'] as [string, string],
  },
});

describe('the PDF worker (decision 0274)', () => {
  it('lays out the same bytes as the server thread, each document answered to its own caller', async () => {
    const names = ['Alex Prime', 'Sam Prime', 'Jordan Rivera'];
    const [inWorker, here] = await Promise.all([
      Promise.all(names.map((name) => pool.render(notice(name)))),
      Promise.all(names.map((name) => renderPdf(notice(name)))),
    ]);
    expect(inWorker.map((pdf) => pdf.sha256)).toEqual(here.map((pdf) => pdf.sha256));
    expect(new Set(inWorker.map((pdf) => pdf.sha256)).size).toBe(3);
    expect(inWorker[0]?.bytes).toBeInstanceOf(Uint8Array);
    expect(
      Buffer.from(inWorker[0]?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(inWorker[0]?.pages).toBe(here[0]?.pages);
  }, 60_000);

  it('lays out a document asked ahead before the others waiting, after the one under way', async () => {
    const done: string[] = [];
    const ask = (name: string, ahead = false) =>
      pool.render(notice(name), { ahead }).then(() => {
        done.push(name);
      });
    await Promise.all([ask('first'), ask('second'), ask('third'), ask('waited on', true)]);
    expect(done).toEqual(['first', 'waited on', 'second', 'third']);
  }, 60_000);

  it('refuses a document it cannot lay out and goes on with the next', async () => {
    const broken = { ...notice('Alex Prime'), paragraphs: null as unknown as [] };
    await expect(pool.render(broken)).rejects.toThrow(/PDF worker/);
    expect((await pool.render(notice('Alex Prime'))).pages).toBeGreaterThan(0);
  }, 60_000);

  it('refuses what it held when closed, and starts again for the next document', async () => {
    const refused = expect(pool.render(notice('Sam Prime'))).rejects.toThrow('the PDF worker was closed');
    await pool.close();
    await refused;
    expect((await pool.render(notice('Sam Prime'))).pages).toBeGreaterThan(0);
  }, 60_000);
});
