/**
 * The chatbot's knowledge base (issue 25 item 5, decision 0235): the product's help content, written as help text.
 * Every figure here is one of the spec's own (sections 1 and 9) or a rule of federal law the product follows
 * (the right to cancel); the chatbot states no figure that is not here or in the borrower's application.
 */
export interface HelpArticle {
  id: string;
  title: string;
  /** Words a borrower may use that the text does not (searched, never shown). */
  keywords: string;
  body: string;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'what-is-a-heloc',
    title: 'What is a home equity line of credit (HELOC)?',
    keywords: 'heloc meaning explain equity line credit loan how does it work',
    body:
      'A home equity line of credit (HELOC) lets you borrow against the equity in your home: the value of your home less what you still owe on it. ' +
      'You get a credit line you can draw from, and your home secures it. Lines range from $15,000 to $400,000, with APRs from 7.60% to 17.20% and an origination fee of up to 4.99%.',
  },
  {
    id: 'eligibility',
    title: 'Who can apply?',
    keywords: 'eligible eligibility qualify requirements age bought recently purchased title transfer',
    body:
      'You must be at least 18 years old (19 in Alabama) and own the home. A home bought, or a title transferred, in the last 90 days is not eligible. ' +
      'After a HELOC closes, you need to wait 45 days before applying for another.',
  },
  {
    id: 'how-long',
    title: 'How long does it take?',
    keywords: 'how long time timeline fast quick approval funding days when will i get money',
    body: 'You can be approved in five minutes, and funded in as little as five business days. Your line is funded after you sign, the notary session is done and the right-to-cancel period has passed.',
  },
  {
    id: 'steps',
    title: 'The steps of your application',
    keywords: 'steps process journey what happens order stages',
    body:
      'Apply online and we check your credit with a soft pull, which does not affect your score. Choose an offer, then verify your income, your identity and your bank accounts. ' +
      'Upload any documents we ask for, sign your disclosures and loan documents, meet the notary (online, or in person where your lender offers it), and your line is funded.',
  },
  {
    id: 'soft-credit',
    title: 'Will applying affect my credit score?',
    keywords: 'credit score soft pull hard pull inquiry check bureau',
    body: 'Seeing your offers uses a soft credit check, which does not affect your credit score. After you choose an offer and agree to the disclosures, we make a hard credit pull to finalize your line.',
  },
  {
    id: 'offers',
    title: 'Choosing an offer',
    keywords: 'offer choose select rate apr term monthly payment fixed variable compare',
    body: 'Each offer shows its line amount, APR, term, monthly payment and initial draw. Pick the one that fits, and you can change the initial draw within the offer’s limits before you confirm.',
  },
  {
    id: 'income',
    title: 'Verifying your income',
    keywords: 'income verify verification paystub payroll employer bank statements',
    body: 'You can verify your income by connecting your payroll provider or your bank, or by uploading documents such as recent paystubs. If you are self-employed or retired, connecting your bank is usually fastest.',
  },
  {
    id: 'identity',
    title: 'Verifying your identity',
    keywords: 'identity id verify driver license passport selfie questions',
    body: 'We confirm your identity with a few questions about your credit history, or with a photo of your driver’s license, ID card or passport and a selfie.',
  },
  {
    id: 'documents',
    title: 'Documents we may ask for',
    keywords: 'documents upload what do i need paperwork conditions tasks insurance statement',
    body:
      'We may ask for your homeowners insurance declarations page, a recent mortgage statement, paystubs, a bank statement, a trust certificate if your home is in a trust, or a photo ID. ' +
      'Your tasks list shows exactly what your application needs; upload PDF, JPG or PNG files there.',
  },
  {
    id: 'fees',
    title: 'Fees and closing costs',
    keywords: 'fees cost closing costs origination fee notary appraisal valuation recording tax charges',
    body:
      'The origination fee is up to 4.99% of your line and is added to your draw. If a property valuation is needed, it costs $180. A notary meeting you in person costs $300. ' +
      'County recording fees run from $0 to $315, and some states charge a recording tax. Your offer shows the closing costs that apply to you before you sign.',
  },
  {
    id: 'draws',
    title: 'Drawing from your line',
    keywords: 'draw withdraw money funds initial draw access cash more money',
    body: 'Your initial draw is sent to your bank account by ACH after your line is funded. The minimum and maximum initial draw are shown on each offer. After that you can draw again from your available credit.',
  },
  {
    id: 'rescission',
    title: 'Your right to cancel',
    keywords: 'cancel cancellation rescind rescission change my mind back out three days when can i cancel',
    body:
      'Federal law gives you the right to cancel your line of credit until midnight of the third business day after you sign at the notary session and receive your right-to-cancel notice (Sundays and federal holidays do not count). ' +
      'You can cancel in the app or by mailing the notice. We send the initial draw only after this period ends.',
  },
  {
    id: 'notary',
    title: 'Signing with a notary',
    keywords: 'notary sign signing enotary online notarization appointment schedule session',
    body: 'You sign your loan documents online, then meet a notary by video to sign the deed. Where your lender offers it, a notary can meet you in person instead, for $300. You pick the time that suits you.',
  },
  {
    id: 'autopay',
    title: 'Paying by autopay',
    keywords: 'autopay automatic payments bank account discount payment method pay',
    body: 'You can pay automatically from a bank account you link. Some offers show a lower APR with autopay; your offer lists it when it applies.',
  },
  {
    id: 'property-value',
    title: 'How we value your home',
    keywords: 'value valuation appraisal bpo broker price opinion home value property',
    body: 'We start from an automated estimate of your home’s value. When it is not certain enough, we order a broker price opinion, which costs $180 and usually takes a few days.',
  },
  {
    id: 'contact',
    title: 'Talking to a person',
    keywords: 'agent human person representative call phone talk speak support help',
    body: 'Our team answers chat during its operating hours, and you can call the support number at the top of the page. Outside those hours, the chatbot can answer many questions.',
  },
];
