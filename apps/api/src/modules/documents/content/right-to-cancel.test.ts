import { describe, expect, it } from 'vitest';
import { rightToCancel } from './right-to-cancel';
import { LINES, renderedText } from './test-render';

const TITLE = 'Notice of the right to cancel';
const DATES = {
  openedOn: { year: 2026, month: 11, day: 30 },
  deliveredOn: { year: 2026, month: 11, day: 30 },
  lastDayToCancel: { year: 2026, month: 12, day: 3 },
};

/**
 * Model form G-5 (12 CFR part 1026, appendix G, "Rescission Model Form (When Opening an Account)"), word for word
 * where it has words, with "mortgage" and "on" taken from its brackets; the blanks follow.
 */
const G5 = [
  'We have agreed to establish an open-end credit account for you, and you have agreed to give us a mortgage on your home as security for the account.',
  'You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:',
  '(2) the date you received your Truth-in-Lending disclosures; or',
  '(3) the date you received this notice of your right to cancel the account.',
  'If you cancel the account, the mortgage on your home is also canceled.',
  'Within 20 days of receiving your notice, we must take the necessary steps to reflect the fact that the mortgage on your home has been canceled.',
  'We must return to you any money or property you have given to us or to anyone else in connection with the account.',
  'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property.',
  'If it is impractical or unfair for you to return the property you must offer its reasonable value.',
  'You may offer to return the property at your home or at the location of the property.',
  'Money must be returned to the address shown below.',
  'If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
  'If you decide to cancel the account, you may do so by notifying us, in writing, at Hearth Lending, Inc., 100 Market St, Suite 400, San Francisco, CA 94105.',
  'You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below.',
  'Keep one copy of this notice because it contains important information about your rights.',
  'If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.',
  'I WISH TO CANCEL',
  "Consumer's Signature",
];

describe('the notice of the right to cancel (Regulation Z 1026.15(b), model form G-5; issue 20 item 8)', () => {
  it('given with the documents: the model form, with the opening date it cannot know yet described', async () => {
    const facts = LINES.fixed();
    const { text } = await renderedText(TITLE, facts, rightToCancel(facts, 'ALEX PRIME'));
    for (const sentence of G5) expect(text, sentence).toContain(sentence);
    expect(text).toContain(
      '(1) the opening date of your account which is the day you sign the deed of trust before the notary; or',
    );
    expect(text).toContain(
      'If you cancel by mail or telegram, you must send the notice no later than midnight of the third business day following the latest of the three events listed above.',
    );
  });

  it('delivered at signing: the model form with the real opening date and last day to cancel', async () => {
    const facts = { ...LINES.fixed(), owners: ['ALEX PRIME', 'JORDAN PRIME'] };
    const { text } = await renderedText(TITLE, facts, rightToCancel(facts, 'JORDAN PRIME', DATES));
    for (const sentence of G5) expect(text, sentence).toContain(sentence);
    expect(text).toContain('To: JORDAN PRIME.');
    expect(text).toContain('(1) the opening date of your account which is 11/30/2026; or');
    expect(text).toContain(
      'If you cancel by mail or telegram, you must send the notice no later than midnight of 12/03/2026 (or midnight of the third business day following the latest of the three events listed above).',
    );
    expect(text).toContain('Delivered to you electronically on 11/30/2026');
  });
});
