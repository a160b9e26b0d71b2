import { type CalendarDate, daysBetween, utcCalendarDate } from './dates';
import { DAYS_BETWEEN_HELOCS, nextHelocAllowedOn } from './timing';

export type ActiveApplicationModal =
  | { kind: 'wait-45-days'; availableOn: CalendarDate; message: string }
  | { kind: 'contact-loan-officer'; message: string }
  | { kind: 'continue'; applicationUuid: string; message: string; linkLabel: 'Continue' };

export interface ActiveApplicationInput {
  uuid: string;
  status: { checklistStatus: string };
  isInquiry?: boolean;
  referrer?: { wholesaleBrokerNmls?: string } | null;
  auditFields: { createdDate: string };
}

export const ACTIVE_APPLICATION_MESSAGES = {
  wait: `You recently opened a HELOC. Please wait ${DAYS_BETWEEN_HELOCS} days before applying for another.`,
  contactLoanOfficer:
    'Your application was started by your loan officer. Please contact your loan officer to continue.',
  continue: 'You already have an active application.',
} as const;

/**
 * The three cases of spec section 4: a completed HELOC opened in the last 45 days; an inquiry not
 * from the special wholesale broker; otherwise an active application with a Continue link.
 */
export function activeApplicationModal(
  app: ActiveApplicationInput,
  options: { now: Date; specialWholesaleBrokerNmls?: string },
): ActiveApplicationModal {
  const openedOn = utcCalendarDate(new Date(app.auditFields.createdDate));
  const today = utcCalendarDate(options.now);
  if (app.status.checklistStatus === 'COMPLETE' && daysBetween(openedOn, today) < DAYS_BETWEEN_HELOCS) {
    return {
      kind: 'wait-45-days',
      availableOn: nextHelocAllowedOn(openedOn),
      message: ACTIVE_APPLICATION_MESSAGES.wait,
    };
  }
  const fromSpecialBroker =
    options.specialWholesaleBrokerNmls !== undefined &&
    app.referrer?.wholesaleBrokerNmls === options.specialWholesaleBrokerNmls;
  if (app.isInquiry && !fromSpecialBroker) {
    return { kind: 'contact-loan-officer', message: ACTIVE_APPLICATION_MESSAGES.contactLoanOfficer };
  }
  return {
    kind: 'continue',
    applicationUuid: app.uuid,
    message: ACTIVE_APPLICATION_MESSAGES.continue,
    linkLabel: 'Continue',
  };
}
