import { usesNyFcraWording } from './regional';

/**
 * What the borrower reads about the soft credit check before submitting (spec section 5 regional rules, decision
 * 0249). Everywhere: the authorization and that the score is not affected. A New York property with the ny-fcra flag
 * on also gets the notice New York's Fair Credit Reporting Act requires before a report is requested (N.Y. General
 * Business Law s. 380-b(b)): that a report may be requested, and that on request the borrower is told whether one
 * was and which agency furnished it.
 */
export const SOFT_CREDIT_AUTHORIZATION =
  'By submitting you authorize a soft credit check. It does not affect your credit score. We use it with your property details to show you offers.';

export const NY_FCRA_NOTICE =
  'New York residents: a consumer credit report may be requested in connection with this application. Upon request, you will be informed whether or not a consumer credit report was requested and, if so, the name and address of the consumer reporting agency that furnished the report.';

export function softCreditWording(propertyState: string, nyFcraFlag: boolean): readonly string[] {
  return usesNyFcraWording(propertyState, nyFcraFlag)
    ? [SOFT_CREDIT_AUTHORIZATION, NY_FCRA_NOTICE]
    : [SOFT_CREDIT_AUTHORIZATION];
}
