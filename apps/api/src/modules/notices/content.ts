import { applicationDisclosure } from '@hearth/domain/application-disclosure';
import {
  floodHazardNotice,
  type LineChangeKind,
  type LineChangeReason,
  lineChangeNotice,
  type ValuationCopyMethod,
  valuationCopyNotice,
} from '@hearth/domain/borrower-notices';
import { type PrivateLabelData, postalAddressLines } from '@hearth/domain/brands';
import type { CreditReport } from '@hearth/domain/credit-report';
import { creditScoreNotice } from '@hearth/domain/credit-score-notice';
import { type CalendarDate, propertyDate } from '@hearth/domain/dates';
import { DEFAULT_PRICING } from '@hearth/domain/decisioning/rate-sheets';
import { NOTICE_TITLES, type NoticeKind, type NoticeParagraph } from '@hearth/domain/notices';
import { type ApplicationRow, propertyAddressOf } from '../application/repository';
import { adverseActionParagraphs, creditorFor, keyFactorsOf } from '../decisioning/adverse-action';
import { DEFAULT_BRAND, toPrivateLabelData } from '../organizations/brand-registry';

/** One notice to give: to whom, on which occasion (its key against giving it twice), and its words. */

/** The day an instant falls on at the home (issue 21 item 9): a notice is dated as its reader's calendar shows it. */
const dayAtHome = (row: ApplicationRow, at: Date): CalendarDate => propertyDate(at, row.propertyState);

export interface NoticeDraft {
  kind: NoticeKind;
  recipient: string;
  occasion: string;
  title: string;
  /** The lender as the PDF's footer names it. */
  lender: string;
  paragraphs: NoticeParagraph[];
}

const INQUIRIES_FACTOR = '08';

export const applicantName = (row: ApplicationRow) => `${row.firstName} ${row.lastName}`;

/** The lender's contacts as the notices print them: the creditor's legal name, and the brand's support lines. */
export function noticeLender(organization: PrivateLabelData | undefined) {
  const creditor = creditorFor(organization);
  const info = (organization ?? toPrivateLabelData(DEFAULT_BRAND, '')).orgMetaData.companyInfo;
  return {
    name: creditor.name,
    address: creditor.address ? postalAddressLines(creditor.address).join(', ') : '',
    phone: creditor.phone,
    supportPhone: info.supportPhone,
    supportEmail: info.supportEmail,
  };
}

/** The early HELOC disclosure with the booklet, given with the application (1026.40(b), (d), (e)). */
export function earlyDisclosureDraft(
  row: ApplicationRow,
  organization: PrivateLabelData | undefined,
  now: Date,
): NoticeDraft {
  const lender = noticeLender(organization);
  return {
    kind: 'EARLY_HELOC_DISCLOSURE',
    recipient: applicantName(row),
    occasion: 'APPLICATION',
    title: NOTICE_TITLES.EARLY_HELOC_DISCLOSURE,
    lender: lender.name,
    paragraphs: applicationDisclosure({
      lender: {
        companyName: lender.name,
        supportPhone: lender.supportPhone,
        supportEmail: lender.supportEmail,
      },
      applicant: applicantName(row),
      property: propertyAddressOf(row),
      pricing: organization?.orgPricingData ?? DEFAULT_PRICING,
      date: dayAtHome(row, now),
    }),
  };
}

/**
 * The credit score notice (FCRA 609(g), Regulation V 1022.74(d)) for each applicant whose score was used. Hearth
 * pulls the borrower's credit alone: an owner who joins later is not an applicant and no score of theirs is used,
 * so the list has one name. A report without a score gives no notice (there is no score to disclose; the notice of
 * action taken says so).
 */
export function creditScoreDrafts(
  row: ApplicationRow,
  organization: PrivateLabelData | undefined,
  report: CreditReport,
  occasion: { key: string; kind: 'FIRST' | 'CHANGED' },
  now: Date,
): NoticeDraft[] {
  if (report.score === null) return [];
  const lender = noticeLender(organization);
  const factors = keyFactorsOf(report);
  const scored = [applicantName(row)];
  return scored.map((applicant) => ({
    kind: 'CREDIT_SCORE_NOTICE',
    recipient: applicant,
    occasion: occasion.key,
    title: NOTICE_TITLES.CREDIT_SCORE_NOTICE,
    lender: lender.name,
    paragraphs: creditScoreNotice({
      lender: { name: lender.name, address: lender.address, phone: lender.phone },
      applicant,
      date: dayAtHome(row, now),
      score: {
        value: report.score as number,
        model: report.scoreModel,
        range: report.scoreRange,
        createdOn: report.pulledAt.slice(0, 10),
        keyFactors: factors,
        inquiriesWereAKeyFactor: factors.some((factor) => factor.code === INQUIRIES_FACTOR),
      },
      bureau: report.bureau,
      occasion: occasion.kind,
    }),
  }));
}

/** The notice of action taken, as stored with the decline (the decline page's words). */
export function adverseActionDraft(row: ApplicationRow): NoticeDraft | null {
  const notice = row.adverseActionNotice as { text?: string; creditor?: { name?: string } } | null;
  if (row.status !== 'DECLINED' || !notice?.text) return null;
  const { paragraphs } = adverseActionParagraphs(notice.text);
  return {
    kind: 'ADVERSE_ACTION_NOTICE',
    recipient: applicantName(row),
    occasion: 'DECLINED',
    title: NOTICE_TITLES.ADVERSE_ACTION_NOTICE,
    lender: notice.creditor?.name ?? '',
    paragraphs,
  };
}

/** One line of the home's address, as the notices print it. */
const homeLine = (row: ApplicationRow) => {
  const a = propertyAddressOf(row);
  return `${a.street1}${a.street2 ? `, ${a.street2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
};

/** A valuation to copy (Regulation B 1002.14): which one (its occasion) and what it found. */
export interface ValuationToCopy {
  occasion: string;
  method: ValuationCopyMethod;
  valueCents: number;
  confidence: string | null;
  completedAt: Date;
}

/** The copy of one valuation of a first-lien line (Regulation B 1002.14(a)(1), decision 0204). */
export function valuationCopyDraft(
  row: ApplicationRow,
  organization: PrivateLabelData | undefined,
  valuation: ValuationToCopy,
  now: Date,
): NoticeDraft {
  const lender = noticeLender(organization);
  return {
    kind: 'VALUATION_COPY',
    recipient: applicantName(row),
    occasion: valuation.occasion,
    title: NOTICE_TITLES.VALUATION_COPY,
    lender: lender.name,
    paragraphs: valuationCopyNotice({
      lender: lender.name,
      applicant: applicantName(row),
      property: homeLine(row),
      method: valuation.method,
      source:
        valuation.method === 'AVM'
          ? 'our property data provider\u2019s automated valuation model, from public records and recent sales'
          : 'an independent real estate broker, through our valuation vendor',
      valueCents: valuation.valueCents,
      confidence: valuation.confidence,
      completedOn: dayAtHome(row, valuation.completedAt),
      givenOn: dayAtHome(row, now),
    }),
  };
}

/** The notice of special flood hazards (12 CFR 339.9, 42 U.S.C. 4104a; decision 0204). */
export function floodNoticeDraft(
  row: ApplicationRow,
  organization: PrivateLabelData | undefined,
  flood: { requestId: string; zone: string },
  now: Date,
): NoticeDraft {
  const lender = noticeLender(organization);
  return {
    kind: 'FLOOD_HAZARD_NOTICE',
    recipient: applicantName(row),
    occasion: `FLOOD:${flood.requestId}`,
    title: NOTICE_TITLES.FLOOD_HAZARD_NOTICE,
    lender: lender.name,
    paragraphs: floodHazardNotice({
      lender: lender.name,
      borrower: applicantName(row),
      property: homeLine(row),
      zone: flood.zone,
      givenOn: dayAtHome(row, now),
      // The sandbox's flood vendor reports no community status: every sandbox community takes part in the NFIP.
      communityParticipates: true,
    }),
  };
}

/** The notice of a suspended or reduced line (Regulation Z 1026.9(c)(1)(iii); decision 0204). */
export function lineChangeDraft(
  row: ApplicationRow,
  organization: PrivateLabelData | undefined,
  change: {
    id: string;
    action: LineChangeKind;
    reason: LineChangeReason;
    /** A reinstatement's note: why the reason no longer applies (decision 0212). */
    note?: string;
    oldLimitCents: number;
    newLimitCents: number;
    actedAt: Date;
  },
  now: Date,
): NoticeDraft {
  const lender = noticeLender(organization);
  return {
    kind: 'LINE_CHANGE_NOTICE',
    recipient: applicantName(row),
    occasion: `LINE_CHANGE:${change.id}`,
    title: NOTICE_TITLES.LINE_CHANGE_NOTICE,
    lender: lender.name,
    paragraphs: lineChangeNotice({
      lender: lender.name,
      borrower: applicantName(row),
      property: homeLine(row),
      action: change.action,
      reason: change.reason,
      ...(change.action === 'REINSTATE' && change.note ? { restoredBecause: change.note } : {}),
      oldLimitCents: change.oldLimitCents,
      newLimitCents: change.newLimitCents,
      actedOn: dayAtHome(row, change.actedAt),
      givenOn: dayAtHome(row, now),
      supportPhone: lender.supportPhone,
      supportEmail: lender.supportEmail,
    }),
  };
}
