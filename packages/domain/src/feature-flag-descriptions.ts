import type { FeatureFlagName } from './feature-flag-values';

/** What each flag switches, for the developer tools and the lender console; apart so pages that read flags skip it. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagName, string> = {
  'fe-heloc-maintenance': 'Replace chosen routes with the maintenance page',
  'fe-heloc-redesign': 'Serve the register-v2 flow; off redirects to /register',
  'fe-heloc-ny-modal': 'Show the New York state-mismatch modal',
  'fe-heloc-disaster-zips': 'Warn about post-disaster inspection for listed zips',
  'fe-heloc-sms-transactional-consent': 'Ask for SMS transactional consent',
  'fe-heloc-ny-fcra': 'Use New York FCRA wording and send the soft-credit consent for NY',
  'fe-heloc-additional-signer-conditions': 'Show conditions to additional signers',
  'fe-webchat': 'Show the chat widget',
  'fe-heloc-new-auth': 'Newer authentication mode: phone-and-email and set-password leave the register flow',
  'fe-heloc-regulator-review': 'Reject New York properties while under regulator review',
  'fe-heloc-broker-identity': 'Broker identity flow instead of the legacy /auth/login',
  'fe-heloc-portfolio-manager': 'Show the portfolio manager link',
  'fe-heloc-age-restricted': 'Age-restricted (62+) interest-only mode',
  'fe-heloc-dev-tools': 'Developer tools for admins and developers outside production',
  'fe-heloc-leave-survey': 'Offer the leave survey at logout on chosen pages',
  'fe-heloc-chatbot': 'Chatbot is active in the chat widget',
  'fe-heloc-geolocation': 'Confirm location before electronic signing',
};
