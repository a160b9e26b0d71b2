import { type ReactNode, useEffect } from 'react';
import { PageEnding } from '@/components/layout/support-line';

export const TIMEOUT_TITLE = 'This is taking longer than usual';

/**
 * The timeout page (spec section 2): error/timeout is it, and review-app/datatree and review-app/signdocs show it
 * when their wait outlasts the polling (decision 0248). It says what is still happening and what happens next, and
 * ends with the page's own action, the dashboard and a person to call.
 */
export function TimeoutPage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  useEffect(() => {
    document.title = TIMEOUT_TITLE;
  }, []);
  return (
    <div className="app-page after-offer">
      <h1>{TIMEOUT_TITLE}</h1>
      {children}
      <PageEnding>{action}</PageEnding>
    </div>
  );
}
