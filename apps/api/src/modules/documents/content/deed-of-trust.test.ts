import { describe, expect, it } from 'vitest';
import { type PrintedLine, renderPdf } from '../pdf';
import { pdfText } from '../test-helpers';
import { deedOfTrust, maturityDate } from './deed-of-trust';
import type { DocumentFacts } from './facts';
import { testFacts } from './test-facts';
import { oncePerInput, RENDERED_AT } from './test-render';

const INCH = 72;
const PAGE_HEIGHT = 11 * INCH;

/** The deed as its reader sees it (footers left out, spaces collapsed), its pages, and where each line is printed. */
const deed = oncePerInput(async (facts: DocumentFacts) => {
  const printed: PrintedLine[] = [];
  const pdf = await renderPdf({
    title: 'Deed of trust',
    lender: facts.lender.name,
    createdAt: RENDERED_AT,
    paragraphs: deedOfTrust(facts),
    onLine: (line) => printed.push(line),
  });
  const raw = pdfText(Buffer.from(pdf.bytes));
  const text = raw
    .split('\n')
    .filter((line) => !/ — Page \d+ of \d+$/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ');
  return { text, raw, pages: pdf.pages, printed };
});

const californiaOnline = testFacts('CA', { owners: ['ALEX PRIME', 'SAM PRIME'] });

describe('a recordable deed of trust (issue 20 item 9)', () => {
  it('leaves the top of the first page to the recorder, with the requester and return address at its left', async () => {
    const { printed, raw } = await deed(californiaOnline);
    const band = PAGE_HEIGHT - 3 * INCH;
    const header = printed.filter((line) => line.page === 0 && line.y > band);
    // California Government Code 27361.6: the top 2 1/2 inches reserved, the left 3 1/2 inches for the requester.
    const words = header.map((line) => line.text).join(' ');
    expect(words).toContain('RECORDING REQUESTED BY, PREPARED BY AND WHEN RECORDED RETURN TO:');
    expect(words).toContain(
      'Hearth Lending, Inc. Attn: Recording 100 Market St, Suite 400, San Francisco, CA 94105',
    );
    expect(
      header.every((line) => line.y < PAGE_HEIGHT - 0.5 * INCH && line.y > PAGE_HEIGHT - 2.5 * INCH),
    ).toBe(true);
    expect(header.every((line) => line.x >= 0.5 * INCH && line.x + 192 <= 3.5 * INCH)).toBe(true);
    // Nothing else in the band: the body starts below it, and the band's right side stays blank.
    const body = printed.filter((line) => !header.includes(line));
    expect(body.every((line) => line.page > 0 || line.y < band)).toBe(true);
    expect(raw).toContain("SPACE ABOVE THIS LINE FOR RECORDER'S USE");
    expect(raw.indexOf('RECORDING REQUESTED BY')).toBeLessThan(raw.indexOf('Deed of trust'));
  });

  it('has every part of the instrument, for a California home signed online', async () => {
    const { text, pages } = await deed(californiaOnline);
    for (const words of [
      "Assessor's parcel number (APN): not reported by the title search.",
      'It secures a revolving home equity line of credit with a maximum principal amount of $100,000.00 that matures on 11/27/2036.',
      '1. Definitions',
      '"Trustor" means each person who signs this Security Instrument as owner of the Property: ALEX PRIME, SAM PRIME.',
      '"Borrower" means Alex Prime',
      'Trustee: Sandbox Title Company.',
      'Beneficiary: Hearth Lending, Inc., 100 Market St, Suite 400, San Francisco, CA 94105.',
      'irrevocably grants, transfers and assigns to Trustee, in trust, with power of sale, the Property (California Civil Code 2920 and 2924)',
      'Lot 14 of Block 3 of Happy Path Tract',
      'up to a maximum principal amount outstanding at any one time of $100,000.00',
      'all sums secured are due and payable on 11/27/2036, 10 years after the date of the Agreement.',
      'Future advances. This Security Instrument secures every advance under the Agreement',
      '(California Civil Code 2884)',
      'Insurance. Trustor shall keep the improvements insured',
      'Taxes and charges.',
      'Prior Liens. Trustor shall make the payments',
      'Preservation and inspection.',
      'Condemnation. The proceeds of any award',
      '7. Transfer of the Property (due on sale)',
      '12 U.S.C. 1701j-3(d)',
      '8. Default and remedies',
      '(12 CFR 1026.40(f)(2))',
      'reinstate until five business days before the sale (Civil Code 2924c)',
      '(California Code of Civil Procedure 580d)',
      'request for full reconveyance within 30 days',
      '(California Civil Code 2941(b))',
      '(California Civil Code 2934a)',
      'notice of sale under this Deed of Trust be mailed to each Trustor at 1400 Happy Path Ln, Sacramento, CA 95814 (California Civil Code 2924b)',
      'REQUEST FOR NOTICE OF DEFAULT AND FORECLOSURE UNDER SUPERIOR MORTGAGES OR DEEDS OF TRUST',
      'governed by federal law and the law of the state where the Property is, California.',
      'ALEX PRIME Date: ________________',
      'SAM PRIME Date: ________________',
      // Online: the notary's form with the statement that communication technology was used.
      'Acknowledgment by remote online notarization (California Civil Code 1189(b))',
      'This record was acknowledged before me on',
      'This notarial act involved the use of communication technology.',
      'Commission number: ____________________ My commission expires: ____________________',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('PENALTY OF PERJURY');
    expect(text).not.toContain('50(a)(6)');
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it('before a notary in person in California: the all-purpose form, its notice in a box at the top', async () => {
    const { text, printed } = await deed({ ...californiaOnline, notarization: 'IN_PERSON' });
    expect(text).toContain(
      'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.',
    );
    expect(text).toContain('State of California County of ____________________');
    expect(text).toContain(
      'who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument',
    );
    expect(text).toContain(
      'I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.',
    );
    expect(text).toContain('WITNESS my hand and official seal.');
    expect(text).not.toContain('communication technology');
    // The boxed notice is set in from the margin, inside its box, and comes before the venue.
    const notice = printed.find((line) => line.text.startsWith('A notary public or other officer'));
    const venue = printed.find((line) => line.text === 'State of California');
    expect(notice?.x).toBeGreaterThan(venue?.x ?? Number.POSITIVE_INFINITY);
    expect(text.indexOf('A notary public or other officer')).toBeLessThan(
      text.indexOf('State of California County of'),
    );
  });

  it('while the way of notarizing is still open: both certificates, the notary completes one', async () => {
    const { text } = await deed({ ...californiaOnline, notarization: null });
    expect(text).toContain('The notary completes the certificate that matches how this deed is acknowledged');
    expect(text).toContain('PENALTY OF PERJURY');
    expect(text).toContain('This notarial act involved the use of communication technology.');
  });

  it('for a Texas homestead: the power of sale only after a court order, Texas law, the Texas form in person', async () => {
    const { text } = await deed(testFacts('TX'));
    for (const words of [
      'NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE',
      'grants, sells and conveys to Trustee, in trust, with power of sale, the Property',
      'the power of sale may be exercised only after a court order authorizing foreclosure (Texas Constitution, article XVI, section 50(a)(6)(D); Texas Rules of Civil Procedure 735 and 736)',
      '(Texas Property Code 51.002(d))',
      'on the first Tuesday of a month',
      'within 30 days, cancels and returns the Agreement and gives Grantor a release of this lien in recordable form (Texas Constitution, article XVI, section 50(a)(6)(Q)(vii)',
      '(Texas Property Code 51.0075(c))',
      'governed by federal law and the law of the state where the Property is, Texas.',
      'Texas home equity provisions',
      'Acknowledgment (Texas Civil Practice and Remedies Code 121.007)',
      'State of Texas County of ____________________',
      'This instrument was acknowledged before me on ____________________ by',
      'Commission number: ____________________ My commission expires: ____________________',
    ])
      expect(text, words).toContain(words);
    // A Texas home equity closing is in person at the closing office (section 50(a)(6)(N)): never online.
    expect(text).not.toContain('communication technology');
    expect(text).not.toContain('California');
  });

  it('elsewhere: the general form, and a mortgage where a power of sale is not allowed', async () => {
    const facts = testFacts('CA', {
      property: {
        state: 'WA',
        address: '500 Pine St, Seattle, WA 98101',
        legalDescription: 'Lot 1, Pine Plat.',
      },
      notarization: 'IN_PERSON',
    });
    const { text } = await deed(facts);
    expect(text).toContain(
      'Where Applicable Law does not allow a deed of trust with power of sale, this Security Instrument is a mortgage',
    );
    expect(text).toContain('the State of WA');
    expect(text).toContain('This record was acknowledged before me on');
    expect(text).toContain('The signer appeared before me in person.');
    expect(text).not.toContain('California');
  });

  it('keeps one signature line per owner, none in the notary’s certificate (the executed copy signs there)', async () => {
    for (const notarization of ['ONLINE', 'IN_PERSON', null] as const) {
      const { printed } = await deed({ ...californiaOnline, notarization });
      const lines = printed.filter((line) => /Date: _+$/.test(line.text)).map((line) => line.text);
      expect(lines).toEqual(['ALEX PRIME Date: ________________', 'SAM PRIME Date: ________________']);
    }
  });

  it('starts the notary’s certificate on a page of its own, so it is never split', async () => {
    for (const [facts, first] of [
      [testFacts('TX'), 'State of Texas'],
      [
        { ...californiaOnline, notarization: 'IN_PERSON' as const },
        'A notary public or other officer completing',
      ],
      [californiaOnline, 'State of ____________________'],
    ] as const) {
      const { printed, pages } = await deed(facts);
      const start = printed.findIndex((line) => line.text.startsWith(first));
      const page = printed[start]?.page;
      expect(page).toBe(pages - 1);
      expect(printed.findIndex((line) => line.page === page)).toBe(start);
    }
  });

  it('matures the line its term after the agreement, a February 29 on the 28th', () => {
    expect(maturityDate({ year: 2026, month: 11, day: 27 }, 10)).toEqual({ year: 2036, month: 11, day: 27 });
    expect(maturityDate({ year: 2028, month: 2, day: 29 }, 5)).toEqual({ year: 2033, month: 2, day: 28 });
  });

  it('lays a document without a recording header out as before: the title at the top of the first page', async () => {
    const facts = testFacts('CA');
    const printed: PrintedLine[] = [];
    await renderPdf({
      title: 'Notice',
      lender: facts.lender.name,
      createdAt: RENDERED_AT,
      paragraphs: [{ heading: false, text: 'First line.' }],
      onLine: (line) => printed.push(line),
    });
    expect(printed[0]?.y).toBeGreaterThan(PAGE_HEIGHT - 2 * INCH);
  });
});
