import { BankLinkButton } from '@/components/bank/bank-link-button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/routing';

/**
 * The two ways to add the account the line's funds go to (decision 0161): connect the bank through the bank-link
 * vendor, or type the numbers in by hand. `bank/disburse` offers them, and so does `complete` when a draw came
 * back and another account is needed (decision 0182); `heading` fits them under the page's own headings.
 */
export function FundsAccountWays({ uuid, heading: Heading = 'h2' }: { uuid: string; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="method-list">
      <li className="method-card">
        <span className="method-card__badge">Fastest</span>
        <Heading>Connect your bank</Heading>
        <p>
          Sign in to your bank through Sandbox Bank Link, our partner, and choose the account. We confirm it
          is yours at once. We never see your bank password.
        </p>
        <div>
          <BankLinkButton uuid={uuid} purpose="DISBURSEMENT" label="Connect your bank account" />
        </div>
      </li>
      <li className="method-card">
        <Heading>Enter your account details</Heading>
        <p>Type the routing and account numbers from your checks. We ask your bank who owns the account.</p>
        <div>
          <Link
            className="button button--secondary"
            to={paths.heloc.applicationPage.getHref(uuid, 'bank/manual-disburse')}
          >
            Enter account details by hand
          </Link>
        </div>
      </li>
    </ul>
  );
}
