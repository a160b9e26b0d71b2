import { paths } from '@/config/paths';
import { InfoPage } from '@/features/info/components/info-page';

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
