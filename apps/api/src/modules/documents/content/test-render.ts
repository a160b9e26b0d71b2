import type { DiscountType } from '@hearth/domain/enums';
import { type Paragraph, renderPdf } from '../pdf';
import { pdfText } from '../test-helpers';
import type { DocumentFacts } from './facts';
import { testFacts } from './test-facts';

/** The time the test documents are dated (any fixed time: the same input gives the same bytes). */
export const RENDERED_AT = new Date('2026-11-25T15:41:00Z');

/**
 * `render` once per input in a test file's worker: the same input gives the same bytes (decision 0205), so the
 * tests that each read one clause of the same document read one rendering of it instead of rendering it again
 * (about 40 ms of PDF and its reading back each). What a test reads must not be changed: the answer is shared.
 */
export function oncePerInput<Args extends unknown[], Result>(
  render: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const done = new Map<string, Promise<Result>>();
  return (...args) => {
    const key = JSON.stringify(args);
    let answer = done.get(key);
    if (!answer) {
      answer = render(...args);
      done.set(key, answer);
      answer.catch(() => done.delete(key));
    }
    return answer;
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A document as its reader sees it: rendered to PDF, read back by the independent reader, spaces collapsed. The
 * page footers ("Lender — Title — Page i of n") are taken out of the text, which a footer can fall inside of where a
 * paragraph runs over a page, and returned apart in the order they were read.
 */
export const renderedText = oncePerInput(async function renderedText(
  title: string,
  facts: DocumentFacts,
  paragraphs: Paragraph[],
) {
  const pdf = await renderPdf({ title, lender: facts.lender.name, paragraphs, createdAt: RENDERED_AT });
  const raw = pdfText(Buffer.from(pdf.bytes)).replace(/\s+/g, ' ');
  const footer = new RegExp(
    ` ?${escaped(`${facts.lender.name} \u2014 ${title} \u2014 Page `)}(\\d+) of (\\d+)`,
    'g',
  );
  const footers = [...raw.matchAll(footer)].map((m) => ({ page: Number(m[1]), of: Number(m[2]) }));
  return { text: raw.replace(footer, ''), footers, pages: pdf.pages };
});

const AUTOPAY_ACCOUNT = 'Sandbox Bank checking ****6789';
const autopayDiscount = (rateWithDiscount: number) => [
  { discount: { type: 'AUTOPAY' as DiscountType }, rateWithDiscount },
];

/**
 * The four lines the document tests cover: a fixed-rate and a variable-rate line, each with and without automatic
 * payments (the autopay APR is 0.25 lower), on a California home.
 */
export const LINES = {
  fixed: () => testFacts('CA'),
  fixedAutopay: () =>
    testFacts('CA', {
      offer: { ...testFacts('CA').offer, discountList: autopayDiscount(8.625) },
      autopay: true,
      accounts: { disbursement: AUTOPAY_ACCOUNT, autopay: AUTOPAY_ACCOUNT },
    }),
  variable: () =>
    testFacts('CA', {
      offer: { ...testFacts('CA').offer, type: 'VARIABLE', term: 30, rate: 9.25, baseRate: 7.5 },
    }),
  variableAutopay: () =>
    testFacts('CA', {
      offer: {
        ...testFacts('CA').offer,
        type: 'VARIABLE',
        term: 30,
        rate: 9.25,
        baseRate: 7.5,
        discountList: autopayDiscount(9),
      },
      autopay: true,
      accounts: { disbursement: AUTOPAY_ACCOUNT, autopay: AUTOPAY_ACCOUNT },
    }),
} satisfies Record<string, () => DocumentFacts>;

export type LineKind = keyof typeof LINES;

/** The footers a document of `pages` pages must carry: page 1 of n to page n of n, each once. */
export const expectedFooters = (pages: number) =>
  Array.from({ length: pages }, (_, i) => ({ page: i + 1, of: pages }));
