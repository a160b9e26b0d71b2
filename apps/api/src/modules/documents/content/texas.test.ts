import { describe, expect, it } from 'vitest';
import { documentDrafts } from '../content';
import { type Paragraph, renderPdf } from '../pdf';
import { pdfText } from '../test-helpers';
import { deedOfTrust } from './deed-of-trust';
import type { DocumentFacts } from './facts';
import { agreement } from './heloc-agreement';
import { testFacts } from './test-facts';
import { oncePerInput, RENDERED_AT } from './test-render';
import { texasFairMarketValue } from './texas-fair-market-value';
import { TEXAS_50G_NOTICE, texasNotice } from './texas-notice';
import { texasSpouseConsent } from './texas-spouse-consent';

/** The words of a rendered document as its reader sees them: footers left out, lines joined, spaces collapsed. */
const read = oncePerInput(async (title: string, facts: DocumentFacts, paragraphs: Paragraph[]) => {
  const pdf = await renderPdf({ title, lender: facts.lender.name, paragraphs, createdAt: RENDERED_AT });
  const lines = pdfText(Buffer.from(pdf.bytes))
    .split('\n')
    .filter((line) => !/ — Page \d+ of \d+$/.test(line));
  return { text: lines.join(' ').replace(/\s+/g, ' '), pages: pdf.pages };
});

const squash = (text: string) => text.replace(/\s+/g, ' ');

const TWO_OWNERS = testFacts('TX', { owners: ['ALEX PRIME', 'SAM PRIME'] });

describe('the Texas section 50(g) notice (issue 20 item 1)', () => {
  // Each item of the constitution's notice, by its letter, in the constitution's words (as amended in 2018).
  const ITEMS: [string, string][] = [
    [
      'heading',
      'NOTICE CONCERNING EXTENSIONS OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, TEXAS CONSTITUTION:',
    ],
    [
      'preamble',
      'IF YOU DO NOT REPAY THE LOAN OR IF YOU FAIL TO MEET THE TERMS OF THE LOAN, THE LENDER MAY FORECLOSE AND SELL YOUR HOME. THE CONSTITUTION PROVIDES THAT:',
    ],
    [
      '(A)',
      "(A) THE LOAN MUST BE VOLUNTARILY CREATED WITH THE CONSENT OF EACH OWNER OF YOUR HOME AND EACH OWNER'S SPOUSE;",
    ],
    ['(B)', 'IS MORE THAN 80 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME;'],
    [
      '(C)',
      '(C) THE LOAN MUST BE WITHOUT RECOURSE FOR PERSONAL LIABILITY AGAINST YOU AND YOUR SPOUSE UNLESS YOU OR YOUR SPOUSE OBTAINED THIS EXTENSION OF CREDIT BY ACTUAL FRAUD;',
    ],
    ['(D)', '(D) THE LIEN SECURING THE LOAN MAY BE FORECLOSED UPON ONLY WITH A COURT ORDER;'],
    ['(E)', '(E) FEES AND CHARGES TO MAKE THE LOAN MAY NOT EXCEED 2 PERCENT OF THE LOAN AMOUNT'],
    ['(F)', 'UNLESS IT IS A HOME EQUITY LINE OF CREDIT;'],
    ['(G)', '(G) YOU MAY PREPAY THE LOAN WITHOUT PENALTY OR CHARGE;'],
    ['(H)', '(H) NO ADDITIONAL COLLATERAL MAY BE SECURITY FOR THE LOAN;'],
    [
      '(I)',
      '(I) YOU ARE NOT REQUIRED TO REPAY THE LOAN EARLIER THAN AGREED SOLELY BECAUSE THE FAIR MARKET VALUE OF YOUR HOME DECREASES',
    ],
    ['(J)', 'MAY BE SECURED WITH YOUR HOME AT ANY GIVEN TIME;'],
    [
      '(K)',
      '(K) THE LOAN MUST BE SCHEDULED TO BE REPAID IN PAYMENTS THAT EQUAL OR EXCEED THE AMOUNT OF ACCRUED INTEREST FOR EACH PAYMENT PERIOD;',
    ],
    [
      '(L)',
      '(L) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A WRITTEN APPLICATION TO THE LENDER OR BEFORE 12 DAYS AFTER YOU RECEIVE THIS NOTICE, WHICHEVER DATE IS LATER;',
    ],
    ['(M)', '(M) THE LOAN MAY CLOSE ONLY AT THE OFFICE OF THE LENDER, TITLE COMPANY, OR AN ATTORNEY AT LAW;'],
    ['(N)', '(N) THE LENDER MAY CHARGE ANY FIXED OR VARIABLE RATE OF INTEREST AUTHORIZED BY STATUTE;'],
    ['(O)', '(O) ONLY A LAWFULLY AUTHORIZED LENDER MAY MAKE LOANS DESCRIBED BY SECTION 50(a)(6)'],
    ['(P)', '(P) LOANS DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION MUST:'],
    ['(P)(1)', '(1) NOT REQUIRE YOU TO APPLY THE PROCEEDS TO ANOTHER DEBT'],
    ['(P)(2)', '(2) NOT REQUIRE THAT YOU ASSIGN WAGES AS SECURITY;'],
    ['(P)(3)', '(3) NOT REQUIRE THAT YOU EXECUTE INSTRUMENTS WHICH HAVE BLANKS'],
    ['(P)(4)', '(4) NOT REQUIRE THAT YOU SIGN A CONFESSION OF JUDGMENT OR POWER OF ATTORNEY'],
    [
      '(P)(5)',
      '(5) PROVIDE THAT YOU RECEIVE A COPY OF YOUR FINAL LOAN APPLICATION AND ALL EXECUTED DOCUMENTS YOU SIGN AT CLOSING;',
    ],
    [
      '(P)(6)',
      '(6) PROVIDE THAT THE SECURITY INSTRUMENTS CONTAIN A DISCLOSURE THAT THIS LOAN IS A LOAN DEFINED BY SECTION 50(a)(6)',
    ],
    [
      '(P)(7)',
      '(7) PROVIDE THAT WHEN THE LOAN IS PAID IN FULL, THE LENDER WILL SIGN AND GIVE YOU A RELEASE OF LIEN',
    ],
    [
      '(P)(8)',
      '(8) PROVIDE THAT YOU MAY, WITHIN 3 DAYS AFTER CLOSING, RESCIND THE LOAN WITHOUT PENALTY OR CHARGE;',
    ],
    [
      '(P)(9)',
      '(9) PROVIDE THAT YOU AND THE LENDER ACKNOWLEDGE THE FAIR MARKET VALUE OF YOUR HOME ON THE DATE THE LOAN CLOSES;',
    ],
    ['(P)(10)', '(10) PROVIDE THAT THE LENDER WILL FORFEIT ALL PRINCIPAL AND INTEREST'],
    ['(Q)', '(Q) IF THE LOAN IS A HOME EQUITY LINE OF CREDIT:'],
    ['(Q)(1)', '(1) YOU MAY REQUEST ADVANCES, REPAY MONEY, AND REBORROW MONEY UNDER THE LINE OF CREDIT;'],
    ['(Q)(2)', '(2) EACH ADVANCE UNDER THE LINE OF CREDIT MUST BE IN AN AMOUNT OF AT LEAST $4,000;'],
    [
      '(Q)(3)',
      '(3) YOU MAY NOT USE A CREDIT CARD, DEBIT CARD, OR SIMILAR DEVICE, OR PREPRINTED CHECK THAT YOU DID NOT SOLICIT',
    ],
    ['(Q)(4)', 'THE LENDER MAY NOT CHARGE A FEE IN CONNECTION WITH ANY ADVANCE;'],
    ['(Q)(5)', '(5) THE MAXIMUM PRINCIPAL AMOUNT THAT MAY BE EXTENDED'],
    ['(Q)(6)', '(6) THE LENDER MAY NOT UNILATERALLY AMEND THE TERMS OF THE LINE OF CREDIT.'],
    [
      'closing legend',
      'THIS NOTICE IS ONLY A SUMMARY OF YOUR RIGHTS UNDER THE TEXAS CONSTITUTION. YOUR RIGHTS ARE GOVERNED BY SECTION 50, ARTICLE XVI, OF THE TEXAS CONSTITUTION, AND NOT BY THIS NOTICE.',
    ],
  ];

  it.each(ITEMS)('prints item %s in the constitution’s words', async (_, words) => {
    const { text } = await read('Texas home equity notice', TWO_OWNERS, texasNotice(TWO_OWNERS));
    expect(text).toContain(words);
  });

  it('prints the whole constitution text first, in order, then the lender’s additions', async () => {
    const { text, pages } = await read('Texas home equity notice', TWO_OWNERS, texasNotice(TWO_OWNERS));
    let at = -1;
    for (const paragraph of TEXAS_50G_NOTICE) {
      const next = text.indexOf(squash(paragraph), at + 1);
      expect(next, paragraph).toBeGreaterThan(at);
      at = next;
    }
    // The heading, the preamble, (A) to (Q), (P)(1) to (10), (Q)(1) to (6) and the closing legend.
    expect(TEXAS_50G_NOTICE).toHaveLength(36);
    const additions = text.indexOf("The lender's statements added to this notice");
    expect(additions).toBeGreaterThan(at);
    const added = text.slice(additions);
    expect(added).toContain(
      'to ALEX PRIME, SAM PRIME and each other owner of the home at 2200 Lone Star Dr, Austin, TX 78701',
    );
    expect(added).toContain('applied for by Alex Prime');
    expect(added).toContain('Date this notice is given: 11/27/2026.');
    // Section 50(a)(6)(M)(i): 12 calendar days after the notice, the later of it and the application.
    expect(added).toContain('If you receive it on 11/27/2026, it may not close before 12/09/2026.');
    expect(added).toContain('translated into that written language');
    // Decision 0201: every closing document is signed in person at the closing, none online.
    expect(added).toContain(
      'At the closing, in person and before a notary, you sign the agreement, the deed of trust, the acknowledgment of the final itemized disclosure and the acknowledgment of the fair market value of your home. None of them is signed online',
    );
    expect(pages).toBeGreaterThanOrEqual(2);
  });
});

describe('the Texas terms of the agreement and the deed of trust (issue 20 item 3)', () => {
  // Each section 50(a)(6) / 50(t) term, with the provision cited beside it.
  const TERMS: [string, string][] = [
    ['non-recourse', 'unless you or your spouse obtained it by actual fraud'],
    [
      'court-order foreclosure',
      'We may foreclose the lien on your home only with a court order (Texas Constitution, article XVI, section 50(a)(6)(D)',
    ],
    [
      'release within 30 days',
      'Within 30 days after the line ends and is paid in full, we cancel and return this agreement to you and give you a release of the lien in recordable form',
    ],
    [
      'every advance at least $4,000',
      'Each advance is at least $4,000 (Texas Constitution, article XVI, section 50(t)(2))',
    ],
    [
      'no card or check access',
      'there is no credit card, debit card, preprinted solicitation check or similar device to obtain an advance',
    ],
    [
      'no unilateral amendment',
      'We may not unilaterally amend the terms of this line (Texas Constitution, article XVI, section 50(t)(7))',
    ],
    [
      'no fee on any advance',
      'We charge no fee in connection with any advance (Texas Constitution, article XVI, section 50(a)(6)(E) and 50(t)(4))',
    ],
    [
      'prepayment without penalty',
      'without penalty or other charge (Texas Constitution, article XVI, section 50(a)(6)(G))',
    ],
    [
      'duty to cure',
      'no later than the 60th day after you notify us of it, in one of these ways (Texas Constitution, article XVI, section 50(a)(6)(Q)(x))',
    ],
    [
      'no additional collateral',
      'No other real or personal property secures this line (Texas Constitution, article XVI, section 50(a)(6)(H))',
    ],
    ['no acceleration for value', 'because the market value of your home decreases'],
    ['copies at closing', 'a copy of your final loan application and of every document you sign at closing'],
    [
      'rescission within 3 days',
      'within 3 days after it is made (Texas Constitution, article XVI, section 50(a)(6)(Q)(viii))',
    ],
    ['fair market value', 'written acknowledgment of the fair market value of your home'],
  ];

  it.each(TERMS)('the agreement of a Texas line carries %s', async (_, words) => {
    const facts = testFacts('TX');
    const { text } = await read('Home equity line of credit agreement', facts, agreement(facts));
    expect(text).toContain(words);
    expect(text.indexOf('Texas home equity terms')).toBeLessThan(text.lastIndexOf('Signatures'));
  });

  it('a California agreement carries none of them', async () => {
    const facts = testFacts('CA');
    const { text } = await read('Home equity line of credit agreement', facts, agreement(facts));
    expect(text).not.toContain('Texas home equity terms');
    expect(text).not.toContain('50(a)(6)');
  });

  const DEED_TERMS = [
    // (Q)(vi): on the first page, and again in the Texas provisions with its citation.
    'THE EXTENSION OF CREDIT SECURED BY THIS SECURITY INSTRUMENT IS OF THE TYPE OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION. (Texas Constitution, article XVI, section 50(a)(6)(Q)(vi).)',
    'The Secured Debt is without recourse for personal liability against each owner and the spouse of each owner, unless the owner or spouse obtained it by actual fraud.',
    'Lender may foreclose the lien, and Trustee may sell the Property, only after a court order authorizing foreclosure',
    'Within 30 days after the line is terminated and the Secured Debt is paid in full, Lender cancels and returns the agreement to the owner and gives the owner, in recordable form, a release of the lien',
    'Each advance is at least $4,000 (Texas Constitution, article XVI, section 50(t)(2)). No credit card, debit card, preprinted solicitation check or similar device may be used to obtain an advance (Texas Constitution, article XVI, section 50(t)(3))',
    'Lender may not unilaterally amend the terms of the line of credit',
    'no fee is charged in connection with any advance (Texas Constitution, article XVI, section 50(a)(6)(E) and 50(t)(4))',
    'Grantor may prepay the Secured Debt in whole or in part at any time without penalty or other charge (Texas Constitution, article XVI, section 50(a)(6)(G))',
    "Lender's duty to cure.",
    '(Texas Constitution, article XVI, section 50(a)(6)(Q)(x) and (xi))',
  ];

  it('the deed of trust of a Texas homestead carries every term, the (Q)(vi) statement on its first page', async () => {
    const facts = testFacts('TX');
    const pdf = await renderPdf({
      title: 'Deed of trust',
      lender: facts.lender.name,
      paragraphs: deedOfTrust(facts),
      createdAt: RENDERED_AT,
    });
    const { text } = await read('Deed of trust', facts, deedOfTrust(facts));
    for (const words of DEED_TERMS) expect(text, words).toContain(words);
    const firstPage = pdfText(Buffer.from(pdf.bytes)).split(/ — Page 1 of \d+/)[0] ?? '';
    expect(squash(firstPage)).toContain(
      'OF THE TYPE OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION.',
    );
  });
});

describe('the Texas fair-market-value acknowledgment and the spouses’ consent (issue 20 item 3)', () => {
  it('are in the package of a Texas home, not of a California one', () => {
    const texas = documentDrafts(testFacts('TX')).map((d) => d.type);
    expect(texas).toEqual(
      expect.arrayContaining(['TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT', 'TEXAS_SPOUSE_CONSENT']),
    );
    const california = documentDrafts(testFacts('CA')).map((d) => d.type);
    expect(california).not.toContain('TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT');
    expect(california).not.toContain('TEXAS_SPOUSE_CONSENT');
  });

  it('the acknowledgment states the value and has a line for each owner and the lender', async () => {
    const { text } = await read('FMV', TWO_OWNERS, texasFairMarketValue(TWO_OWNERS));
    expect(text).toContain(
      'Each owner of the homestead named above and the lender acknowledge that the fair market value of the homestead on the date the extension of credit is made is $400,000.00.',
    );
    expect(text).toContain('required by section 50(a)(6)(Q)(ix), article XVI, of the Texas Constitution');
    expect(text).toContain('section 50(h)');
    // The borrower's line reads "Borrower:" so the executed copy puts the signature there.
    expect(text).toContain('Borrower: Alex Prime Date: ________________');
    expect(text).toContain('Owner: SAM PRIME Date: ________________');
    expect(text).toContain('Hearth Lending, Inc., by its authorized officer:');
  });

  it('the consent has a place for each owner’s spouse, and says why', async () => {
    const { text } = await read('Spouse', TWO_OWNERS, texasSpouseConsent(TWO_OWNERS));
    expect(text).toContain(
      "consent of each owner of the homestead and each owner's spouse (Texas Constitution, article XVI, section 50(a)(6)(A))",
    );
    expect(text).toContain(
      'Each owner who is married must have their spouse sign the consent below at closing',
    );
    for (const owner of ['ALEX PRIME', 'SAM PRIME']) {
      expect(text).toContain(
        `Owner: ${owner} [ ] I am not married. [ ] I am married, and my spouse signs below.`,
      );
      expect(text).toContain(`Spouse of ${owner}: ______________________________ Printed name:`);
    }
    expect(text).toContain('I consent to the lien on the homestead at 2200 Lone Star Dr, Austin, TX 78701');
  });
});
