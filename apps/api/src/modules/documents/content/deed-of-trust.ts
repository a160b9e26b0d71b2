import { type CalendarDate, daysInMonth, formatUsDate } from '@hearth/domain/dates';
import { isTexasHomeEquity } from '@hearth/domain/texas-home-equity';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, money, p } from './facts';
import { TEXAS_SECTION_50A6_STATEMENT, texasSecurityInstrumentTerms } from './texas-terms';

/**
 * The deed of trust securing the line, as a recordable instrument (issue 20 item 9, decision 0196): the recording
 * header in the first page's reserved band, the parties, the grant with power of sale, the revolving debt secured
 * with its maximum principal amount and maturity, the covenants, due-on-sale, default and remedies, reconveyance,
 * substitution of trustee, the request for notice, governing law, the signatures and the notary's certificate in
 * the form of the state where the home is. Each rule is cited beside the text it governs; the state's variant is
 * chosen here, the rest is common.
 */

/** The trustee: the lender's title partner (a lender replaces it with its own, as it does the fee schedule). */
const TRUSTEE = 'Sandbox Title Company';

type Place = 'CA' | 'TX' | 'OTHER';

const placeOf = (state: string): Place =>
  isTexasHomeEquity(state) ? 'TX' : state.trim().toUpperCase() === 'CA' ? 'CA' : 'OTHER';

/** The line matures `years` after the agreement's date (a February 29 falls back to the 28th). */
export function maturityDate(dated: CalendarDate, years: number): CalendarDate {
  const year = dated.year + years;
  return { year, month: dated.month, day: Math.min(dated.day, daysInMonth(year, dated.month)) };
}

const BLANK = '____________________';

export function deedOfTrust(facts: DocumentFacts): Paragraph[] {
  const place = placeOf(facts.property.state);
  const maturity = maturityDate(facts.today, facts.offer.term);
  const grantor = place === 'CA' ? 'Trustor' : 'Grantor';
  return [
    ...recordingHeader(facts),
    ...(place === 'TX'
      ? [
          // Texas Property Code 11.008(b): on an instrument transferring an interest in real property.
          p(
            "NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY REMOVE OR STRIKE ANY OR ALL OF THE FOLLOWING INFORMATION FROM ANY INSTRUMENT THAT TRANSFERS AN INTEREST IN REAL PROPERTY BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS: YOUR SOCIAL SECURITY NUMBER OR YOUR DRIVER'S LICENSE NUMBER.",
          ),
          // Section 50(a)(6)(Q)(vi): the security instrument states the type of credit (repeated in its provisions).
          p(TEXAS_SECTION_50A6_STATEMENT),
        ]
      : []),
    p(
      "Assessor's parcel number (APN): not reported by the title search. The Property is identified by the legal description in section 4.",
    ),
    p(
      `THIS DEED OF TRUST (the "Security Instrument") is made on ${formatUsDate(facts.today)}. It secures a revolving home equity line of credit with a maximum principal amount of ${money(facts.offer.creditLimitCents)} that matures on ${formatUsDate(maturity)}.`,
    ),
    h('1. Definitions'),
    p(
      `"${grantor}" means each person who signs this Security Instrument as owner of the Property: ${facts.owners.join(', ')}. "Borrower" means ${facts.borrower}, who signs the Agreement. An owner who does not sign the Agreement owes nothing under it, but grants the Property as security.`,
    ),
    p(
      `"Lender" (the beneficiary) means ${facts.lender.name}, whose address is ${facts.lender.address}, and any later holder of the Agreement. "Trustee" means ${TRUSTEE}, or a trustee substituted under section 10.`,
    ),
    p(
      `"Agreement" means the home equity line of credit agreement between Borrower and Lender dated ${formatUsDate(facts.today)}, as it may be renewed, extended or modified as it permits. "Secured Debt" means everything section 5 describes. "Property" means the real property described in section 4. "Applicable Law" means the law of the state where the Property is and applicable federal law. "Prior Lien" means any mortgage or deed of trust on the Property recorded before this Security Instrument.`,
    ),
    h('2. Parties'),
    p(`${grantor}: ${facts.owners.join(', ')}, owner${facts.owners.length > 1 ? 's' : ''} of the Property.`),
    p(`Trustee: ${TRUSTEE}.`),
    p(`Beneficiary: ${facts.lender.name}, ${facts.lender.address}.`),
    h('3. Grant'),
    ...grant(place, grantor),
    h('4. The Property'),
    p(`The Property is commonly known as ${facts.property.address}, and is legally described as follows:`),
    p(facts.property.legalDescription),
    p(
      `It includes all improvements now or later on it, all easements and appurtenances, all fixtures, and all replacements of and additions to any of these. ${grantor} warrants and will defend title to the Property, subject to the Prior Liens and encumbrances of record.`,
    ),
    h('5. The debt secured: a revolving line of credit'),
    p(
      `This Security Instrument secures the repayment of the debt under the Agreement, a revolving line of credit under which Borrower may obtain advances, repay them and obtain advances again, up to a maximum principal amount outstanding at any one time of ${money(facts.offer.creditLimitCents)}, with interest and the other charges the Agreement provides; and any sums Lender advances under section 6 to protect the Property or this Security Instrument, with interest at the rate of the Agreement.`,
    ),
    p(
      `Maturity. Unless paid sooner, all sums secured are due and payable on ${formatUsDate(maturity)}, ${facts.offer.term} years after the date of the Agreement.`,
    ),
    p(
      `Future advances. This Security Instrument secures every advance under the Agreement, whether made now or later, and whether or not any balance is outstanding when it is made, with the same priority as an advance made on the date of this Security Instrument, to the extent Applicable Law allows${place === 'CA' ? ' (California Civil Code 2884)' : ''}. Paying the balance to zero does not end this Security Instrument while the line remains open.`,
    ),
    h(`6. ${grantor}'s covenants`),
    p(
      `Payment. ${grantor} shall cause all sums due under the Agreement to be paid when due${place === 'TX' ? ', subject to the non-recourse provision below' : ''}.`,
    ),
    p(
      `Insurance. ${grantor} shall keep the improvements insured against loss by fire, hazards included within extended coverage, and any other hazard Lender reasonably requires, including flood insurance when the Property is in a special flood hazard area (42 U.S.C. 4012a), in amounts at least equal to the Secured Debt and the Prior Liens or the replacement cost, with a standard mortgagee clause naming Lender. If ${grantor} does not, Lender may obtain it and add its cost to the Secured Debt.`,
    ),
    p(
      `Taxes and charges. ${grantor} shall pay before they become delinquent all taxes, assessments, and other charges that may attain priority over this Security Instrument, and on request show Lender the receipts.`,
    ),
    p(
      `Prior Liens. ${grantor} shall make the payments and perform the other obligations of each Prior Lien when due, and shall not agree to increase the principal of a Prior Lien or extend it without Lender's written consent.`,
    ),
    p(
      `Preservation and inspection. ${grantor} shall keep the Property in good repair, commit no waste and not let it deteriorate, and comply with the law that applies to it. Lender may inspect the Property at reasonable times after reasonable notice. If ${grantor} does not perform a covenant of this Security Instrument, Lender may do what is reasonably needed to protect the Property and its rights, and add what it spends to the Secured Debt.`,
    ),
    p(
      `Condemnation. The proceeds of any award or claim for damages in connection with a condemnation or other taking of any part of the Property, or for a conveyance in lieu of condemnation, are assigned to Lender to the extent of the Secured Debt, subject to the rights of the holders of the Prior Liens, and are applied to the Secured Debt; any excess is paid to ${grantor}.`,
    ),
    h('7. Transfer of the Property (due on sale)'),
    p(
      `If all or any part of the Property or any interest in it is sold or transferred without Lender's prior written consent, Lender may end the line and require immediate payment in full of the Secured Debt (12 CFR 1026.40(f)(2)(iii)). Lender will not do so for a transfer 12 U.S.C. 1701j-3(d) protects, among them a transfer to a spouse or children of ${grantor}, a transfer on death to a relative, a transfer under a divorce decree or separation agreement, a transfer into an inter vivos trust of which ${grantor} remains a beneficiary and occupant, or a lease of three years or less with no option to purchase.`,
    ),
    h('8. Default and remedies'),
    p(
      'Lender may end the line and require immediate payment of the Secured Debt only if Borrower commits fraud or material misrepresentation in connection with the line, does not meet the repayment terms of the Agreement, or by action or inaction adversely affects the security for the line or any right of Lender in it (12 CFR 1026.40(f)(2)).',
    ),
    ...remedies(place, grantor),
    h('9. Reconveyance and release'),
    ...release(place, grantor),
    h('10. Substitution of trustee'),
    p(substitution(place)),
    h('11. Request for notice'),
    ...requestForNotice(place, grantor, facts),
    h('12. Governing law; severability; notices'),
    p(
      `This Security Instrument is governed by federal law and the law of the state where the Property is, ${stateName(place, facts.property.state)}. If a provision conflicts with Applicable Law, the conflict does not affect the other provisions. Notices to ${grantor} are sent to the Property address; notices to Lender to ${facts.lender.address}.`,
    ),
    ...(place === 'TX' ? texasSecurityInstrumentTerms(facts) : []),
    h('Signatures'),
    p(
      `By signing below, each ${grantor} accepts and agrees to the terms of this Security Instrument and acknowledges receiving a copy of it.`,
    ),
    // Texas Local Government Code 191.007(e): each name printed with its signature.
    ...facts.owners.map((owner) => p(`${owner}    Date: ________________`)),
    ...acknowledgment(place, facts),
  ];
}

/**
 * The recording header (California Government Code 27361.6: who asks for the recording and where the recorded
 * instrument returns, in the top left of the first page; Texas county clerks ask for a return address), laid out by
 * the renderer in the first page's reserved band.
 */
function recordingHeader(facts: DocumentFacts): Paragraph[] {
  const header = (text: string): Paragraph => ({ heading: false, text, layout: 'RECORDING_HEADER' });
  return [
    header('RECORDING REQUESTED BY, PREPARED BY AND WHEN RECORDED RETURN TO:'),
    header(`${facts.lender.name}\nAttn: Recording\n${facts.lender.address}`),
  ];
}

function grant(place: Place, grantor: string): Paragraph[] {
  if (place === 'CA')
    return [
      p(
        `For the purpose of securing the Secured Debt, ${grantor} irrevocably grants, transfers and assigns to Trustee, in trust, with power of sale, the Property (California Civil Code 2920 and 2924).`,
      ),
    ];
  if (place === 'TX')
    return [
      p(
        `For the purpose of securing the Secured Debt, ${grantor} grants, sells and conveys to Trustee, in trust, with power of sale, the Property, to have and to hold it to Trustee and Trustee's successors and assigns, in trust.`,
      ),
      p(
        'Texas: the power of sale may be exercised only after a court order authorizing foreclosure (Texas Constitution, article XVI, section 50(a)(6)(D); Texas Rules of Civil Procedure 735 and 736), and then as Texas Property Code 51.002 provides.',
      ),
    ];
  return [
    p(
      `For the purpose of securing the Secured Debt, ${grantor} irrevocably grants and conveys to Trustee, in trust, with power of sale, the Property. Where Applicable Law does not allow a deed of trust with power of sale, this Security Instrument is a mortgage and Lender may foreclose it by judicial action.`,
    ),
  ];
}

function remedies(place: Place, grantor: string): Paragraph[] {
  if (place === 'CA')
    return [
      p(
        'Before ending the line for a failure to pay, Lender gives Borrower written notice of the default and at least 30 days to cure it. If it is not cured, Lender may declare the Secured Debt due and invoke the power of sale or foreclose by judicial action.',
      ),
      p(
        `Sale. Trustee records a notice of default and election to sell and mails copies as California Civil Code 2924 and 2924b require; after at least three months, Trustee gives notice of sale as Civil Code 2924f requires and sells the Property at public auction to the highest bidder. ${grantor} may cure the default and reinstate until five business days before the sale (Civil Code 2924c). The recitals in Trustee's deed are prima facie evidence of their truth (Civil Code 2924). Trustee applies the proceeds to the costs of sale, then the Secured Debt, and pays any excess to the persons legally entitled to it. After a sale under the power of sale, no deficiency judgment may be had (California Code of Civil Procedure 580d).`,
      ),
    ];
  if (place === 'TX')
    return [
      p(
        `Before foreclosing, Lender gives ${grantor} written notice of the default and at least 20 days to cure it before any notice of sale (Texas Property Code 51.002(d)). If it is not cured, Lender may, only after obtaining a court order under Texas Rules of Civil Procedure 735 and 736 (Texas Constitution, article XVI, section 50(a)(6)(D)), direct Trustee to sell the Property at public auction at the county courthouse on the first Tuesday of a month, after at least 21 days' notice as Texas Property Code 51.002(b) requires. Trustee applies the proceeds to the costs of sale, then the Secured Debt, and pays any excess to ${grantor}. Lender has no claim against ${grantor} or any spouse for any deficiency (section 50(a)(6)(C)).`,
      ),
    ];
  return [
    p(
      `Before ending the line for a failure to pay, Lender gives Borrower written notice of the default and at least 30 days to cure it. If it is not cured, Lender may declare the Secured Debt due and, as Applicable Law allows, invoke the power of sale after the notices of default and of sale Applicable Law requires, or foreclose by judicial action. ${grantor} may reinstate as Applicable Law allows. Trustee applies the proceeds of a sale to its costs, then the Secured Debt, and pays any excess to the persons legally entitled to it.`,
    ),
  ];
}

function release(place: Place, grantor: string): Paragraph[] {
  const ended = `When the line has been ended at Borrower's request or under section 8 and every sum secured has been paid`;
  if (place === 'CA')
    return [
      p(
        `${ended}, Lender delivers to Trustee the Agreement and a request for full reconveyance within 30 days, and Trustee reconveys the Property to the person legally entitled to it within 21 days of receiving them and records the reconveyance (California Civil Code 2941(b)). No fee is charged for the reconveyance beyond what Civil Code 2941 allows.`,
      ),
    ];
  if (place === 'TX')
    return [
      p(
        `${ended}, Lender, within 30 days, cancels and returns the Agreement and gives ${grantor} a release of this lien in recordable form (Texas Constitution, article XVI, section 50(a)(6)(Q)(vii); see also the Texas home equity provisions below).`,
      ),
    ];
  return [
    p(
      `${ended}, Lender, within 30 days, requests Trustee to reconvey the Property, and Trustee reconveys it to the person legally entitled to it, or Lender releases this Security Instrument, in recordable form, without charge except the recording fee.`,
    ),
  ];
}

function substitution(place: Place): string {
  if (place === 'CA')
    return 'Lender may from time to time substitute a successor trustee by a substitution of trustee signed and acknowledged by Lender and recorded in the county where the Property is; the successor succeeds to all the title, powers and duties of Trustee (California Civil Code 2934a).';
  if (place === 'TX')
    return 'Lender may from time to time remove Trustee and appoint one or more successor or substitute trustees by a written instrument, without any other formality than the appointment; each succeeds to all the title, powers and duties of Trustee (Texas Property Code 51.0075(c)).';
  return 'Lender may from time to time remove Trustee and appoint a successor trustee by an instrument recorded where this Security Instrument is recorded, as Applicable Law allows; the successor succeeds to all the title, powers and duties of Trustee.';
}

function requestForNotice(place: Place, grantor: string, facts: DocumentFacts): Paragraph[] {
  if (place === 'CA')
    return [
      p(
        `${grantor} requests that a copy of any notice of default and of any notice of sale under this Deed of Trust be mailed to each ${grantor} at ${facts.property.address} (California Civil Code 2924b).`,
      ),
      p(
        `REQUEST FOR NOTICE OF DEFAULT AND FORECLOSURE UNDER SUPERIOR MORTGAGES OR DEEDS OF TRUST: ${grantor} and Lender request the holder of any mortgage, deed of trust or other encumbrance with a lien which has priority over this Deed of Trust to give notice to Lender, at ${facts.lender.name}, ${facts.lender.address}, of any default under the superior encumbrance and of any sale or other foreclosure action (California Civil Code 2924b).`,
      ),
    ];
  if (place === 'TX')
    return [
      p(
        `Notices of default and of sale to ${grantor} are sent by certified mail to ${grantor}'s last known address, which is ${facts.property.address} until ${grantor} tells Lender otherwise in writing (Texas Property Code 51.002(b) and (e)). Lender asks the holder of any Prior Lien to send Lender notice of any default under it and of any sale, at ${facts.lender.address}.`,
      ),
    ];
  return [
    p(
      `${grantor} requests that a copy of any notice of default and of any notice of sale under this Security Instrument be mailed to ${grantor} at ${facts.property.address}. Lender requests the holder of any Prior Lien to give Lender notice, at ${facts.lender.address}, of any default under it and of any sale or other foreclosure action.`,
    ),
  ];
}

const stateName = (place: Place, state: string) =>
  place === 'CA' ? 'California' : place === 'TX' ? 'Texas' : `the State of ${state.trim().toUpperCase()}`;

const notaryLines = () =>
  p(`Notary public's name: ${BLANK}\nCommission number: ${BLANK}\nMy commission expires: ${BLANK}    (Seal)`);

/** California's all-purpose acknowledgment, with the notice in a box at its top (California Civil Code 1189(a)). */
function californiaAcknowledgment(): Paragraph[] {
  return [
    h('Acknowledgment (California Civil Code 1189)'),
    {
      heading: false,
      layout: 'BOXED',
      text: 'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.',
    },
    p(`State of California\nCounty of ${BLANK}`),
    p(
      `On ${BLANK} before me, ${BLANK} (here insert name and title of the officer), personally appeared ${BLANK}${BLANK}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.`,
    ),
    p(
      'I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.',
    ),
    p('WITNESS my hand and official seal.'),
    p(`Signature ${BLANK}${BLANK}    (Seal)`),
    notaryLines(),
  ];
}

/** Texas's short form of acknowledgment in an individual capacity (Texas Civil Practice and Remedies Code 121.007). */
function texasAcknowledgment(): Paragraph[] {
  return [
    h('Acknowledgment (Texas Civil Practice and Remedies Code 121.007)'),
    p(`State of Texas\nCounty of ${BLANK}`),
    p(
      `This instrument was acknowledged before me on ${BLANK} by ${BLANK}${BLANK}, at the office of the title company, attorney or lender where this line closed (Texas Constitution, article XVI, section 50(a)(6)(N)).`,
    ),
    p(`${BLANK}${BLANK}\nSignature of notary public, State of Texas`),
    notaryLines(),
  ];
}

/**
 * The short form of the Revised Uniform Law on Notarial Acts (section 16(1)), which most states accept; taken online,
 * it states that communication technology was used (RULONA as amended in 2018, section 14A). A deed of a California
 * home acknowledged online is acknowledged before a notary of another state, in that state's form (Civil Code
 * 1189(b)).
 */
function generalAcknowledgment(online: boolean, place: Place): Paragraph[] {
  return [
    h(
      online
        ? `Acknowledgment by remote online notarization${place === 'CA' ? ' (California Civil Code 1189(b))' : ''}`
        : 'Acknowledgment',
    ),
    p(`State of ${BLANK}\nCounty of ${BLANK}`),
    p(`This record was acknowledged before me on ${BLANK} by ${BLANK}${BLANK}.`),
    ...(online
      ? [
          p(
            `This notarial act involved the use of communication technology. The signer appeared before me by audio-video communication from ${BLANK}; I was physically located in the State named above and identified the signer as the law of that State requires.`,
          ),
        ]
      : [p('The signer appeared before me in person.')]),
    p(`${BLANK}${BLANK}\nSignature of notarial officer    Title: ${BLANK}`),
    notaryLines(),
  ];
}

/**
 * The notary's certificate: Texas's form (always in person, at the closing office); California's all-purpose form
 * before a notary in person; the general form elsewhere; online, the general form with the remote statement. When
 * the way the deed will be acknowledged is not yet known, both are printed and the notary completes the one used.
 * Each begins a page of its own.
 */
function acknowledgment(place: Place, facts: DocumentFacts): Paragraph[] {
  if (place === 'TX') return onItsOwnPage(texasAcknowledgment());
  const inPerson = place === 'CA' ? californiaAcknowledgment() : generalAcknowledgment(false, place);
  const online = onItsOwnPage(generalAcknowledgment(true, place));
  if (facts.notarization === 'IN_PERSON') return onItsOwnPage(inPerson);
  if (facts.notarization === 'ONLINE') return online;
  return [
    ...onItsOwnPage([
      p(
        'The notary completes the certificate that matches how this deed is acknowledged: the first before a notary in person, the second by remote online notarization. The other is left blank.',
      ),
      ...inPerson,
    ]),
    ...online,
  ];
}

/** A notary's certificate starts a page, so it is never split from itself. */
const onItsOwnPage = ([first, ...rest]: Paragraph[]): Paragraph[] =>
  first ? [{ ...first, layout: 'NEW_PAGE' }, ...rest] : rest;
