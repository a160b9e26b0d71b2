import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <InfoPage
      title="Page not found"
      action={{ to: paths.dashboard.root.getHref(), label: 'Go to your dashboard' }}
    >
      <p>The address may be mistyped, or the page may have moved.</p>
    </InfoPage>
  );
}
