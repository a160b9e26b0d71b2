import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';

/** Any other /account/heloc page: the application pages arrive with later issues. */
export function Component() {
  return (
    <InfoPage
      title="Application page not found"
      action={{ to: paths.dashboard.root.getHref(), label: 'Go to your dashboard' }}
    >
      <p>This part of the application is not available on this site. Your dashboard shows where you are.</p>
    </InfoPage>
  );
}
