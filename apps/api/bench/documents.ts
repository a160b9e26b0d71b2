/**
 * The time to generate a loan-document package (issue 12, "npm run bench"): the drafts of decision 0171 for a
 * typical application, rendered to PDF and hashed, in process (storage and database writes are not included);
 * then the time to seal it (decision 0175): each PDF and the dated notices of decision 0180 PAdES-sealed with the
 * sandbox seal certificate.
 *
 * Usage: npm run bench -w @hearth/api (after the other API benches), or alone: npx tsx bench/documents.ts
 *   BENCH_DOCUMENT_RUNS=50
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closingCosts } from '@hearth/domain/fees';
import { rescissionLastDay } from '@hearth/domain/rescission';
import { documentDrafts, signingNoticeDrafts } from '../src/modules/documents/content';
import { renderPdf } from '../src/modules/documents/pdf';
import { loadPdf, sealPdf } from '../src/modules/documents/seal';
import { sandboxSealIdentity } from '../src/modules/documents/seal-certificate';

const print = (line = '') => process.stdout.write(`${line}\n`);
const RUNS = Number(process.env.BENCH_DOCUMENT_RUNS ?? 50);
const today = { year: 2026, month: 11, day: 25 };
const facts = {
  lender: {
    name: 'Hearth Home Lending, Inc.',
    address: '1 Hearth Plaza, Suite 400, Denver, CO 80202',
    phone: '(888) 555-0142',
  },
  borrower: 'Alex Prime',
  owners: ['ALEX PRIME', 'SAM PRIME'],
  property: {
    address: '500 Lone Star Dr, Austin, TX 78701',
    state: 'TX',
    legalDescription:
      'Lot 12, Block 3, of AUSTIN SANDBOX ADDITION, according to the plat recorded in Book 1612, Page 287.',
    valueCents: 55_000_000,
  },
  offer: {
    type: 'FIXED' as const,
    term: 10,
    rate: 9.25,
    baseRate: 7,
    discountList: [],
    originationFee: 2,
    creditLimitCents: 30_250_000,
  },
  drawCents: 20_000_000,
  autopay: false,
  closingCosts: closingCosts({
    lineAmountCents: 30_250_000,
    drawAmountCents: 20_000_000,
    originationFeePercent: 2,
    state: 'TX',
    valuationOrdered: true,
    manualNotary: false,
  }),
  today,
  accounts: { disbursement: 'Sandbox First Bank checking ending in 4245', autopay: null },
  eSignText:
    'Hearth Home Lending will give you the disclosures electronically.\n\nYou may ask for paper copies.',
  notarization: 'IN_PERSON' as const,
};

const signedOn = { year: 2026, month: 12, day: 1 };
const notices = { openedOn: signedOn, deliveredOn: signedOn, lastDayToCancel: rescissionLastDay(signedOn) };
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-seal-'));
const identity = sandboxSealIdentity(dataDir, new Uint8Array(32).fill(7), new Date());
const details = {
  reason: 'bench',
  name: facts.lender.name,
  location: 'United States',
  contactInfo: facts.lender.phone,
  signingTime: new Date(),
};

const madeAt = new Date('2026-11-25T15:41:00Z');
const timings: number[] = [];
const sealTimings: number[] = [];
let documents = 0;
let bytes = 0;
let sealed = 0;
for (let i = 0; i <= RUNS; i++) {
  const start = performance.now();
  const drafts = documentDrafts(facts);
  const rendered = await Promise.all(
    drafts.map((d) =>
      renderPdf({ title: d.title, lender: facts.lender.name, paragraphs: d.paragraphs, createdAt: madeAt }),
    ),
  );
  const ms = performance.now() - start;
  const sealStart = performance.now();
  const delivered = await Promise.all(
    signingNoticeDrafts(facts, notices).map((d) =>
      renderPdf({ title: d.title, lender: facts.lender.name, paragraphs: d.paragraphs, createdAt: madeAt }),
    ),
  );
  const seals = [];
  for (const pdf of [...rendered, ...delivered])
    seals.push(await sealPdf(identity, await loadPdf(pdf.bytes), details));
  const sealMs = performance.now() - sealStart;
  if (i === 0) continue; // warm-up
  timings.push(ms);
  sealTimings.push(sealMs);
  documents = rendered.length;
  bytes = rendered.reduce((sum, r) => sum + r.bytes.length, 0);
  sealed = seals.length;
}
rmSync(dataDir, { recursive: true, force: true });
const figures = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return `  median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};
print(
  `\nLoan-document package (${documents} PDFs, ${(bytes / 1024).toFixed(1)} KB, Texas, two owners), ${RUNS} runs`,
);
print(figures(timings));
print(`Sealing it (${sealed} PDFs with the dated notices, PAdES, RSA-2048), ${RUNS} runs`);
print(figures(sealTimings));
