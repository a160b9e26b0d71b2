/**
 * The time to generate a loan-document package (issue 12, "npm run bench"): the drafts of decision 0171 for a
 * typical application, rendered to PDF and hashed, in process (storage and database writes are not included).
 *
 * Usage: npm run bench -w @hearth/api (after the other API benches), or alone: npx tsx bench/documents.ts
 *   BENCH_DOCUMENT_RUNS=50
 */
import { closingCosts } from '@hearth/domain/fees';
import { rescissionLastDay } from '@hearth/domain/rescission';
import { documentDrafts } from '../src/modules/documents/content';
import { renderPdf } from '../src/modules/documents/pdf';

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
  },
  offer: {
    type: 'FIXED' as const,
    term: 10,
    rate: 9.25,
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
  lastDayToCancel: rescissionLastDay(today),
  accounts: { disbursement: 'Sandbox First Bank checking ending in 4245', autopay: null },
  eSignText:
    'Hearth Home Lending will give you the disclosures electronically.\n\nYou may ask for paper copies.',
};

const timings: number[] = [];
let documents = 0;
let bytes = 0;
for (let i = 0; i <= RUNS; i++) {
  const start = performance.now();
  const drafts = documentDrafts(facts);
  const rendered = await Promise.all(
    drafts.map((d) => renderPdf({ title: d.title, lender: facts.lender.name, paragraphs: d.paragraphs })),
  );
  const ms = performance.now() - start;
  if (i === 0) continue; // warm-up
  timings.push(ms);
  documents = rendered.length;
  bytes = rendered.reduce((sum, r) => sum + r.bytes.length, 0);
}
timings.sort((a, b) => a - b);
const at = (q: number) =>
  timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)] ?? Number.NaN;
print(
  `\nLoan-document package (${documents} PDFs, ${(bytes / 1024).toFixed(1)} KB, Texas, two owners), ${RUNS} runs`,
);
print(
  `  median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${(timings.at(-1) ?? 0).toFixed(1)} ms`,
);
