import { useMatches } from 'react-router';
import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';

export type NotOfferedHandle = { notOfferedFeature: string };

function featureNameOf(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'notOfferedFeature' in handle) {
    const name = (handle as NotOfferedHandle).notOfferedFeature;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

/** Shell routes for products this lender does not run; an honest page beats a dead link (decision 0031). */
export function Component() {
  const brand = useBrand();
  const matches = useMatches();
  const featureName = matches.map((match) => featureNameOf(match.handle)).findLast(Boolean) ?? 'This service';
  return (
    <InfoPage
      title={`${featureName} is not offered by ${brand.companyName}`}
      action={{ to: paths.dashboard.root.getHref(), label: 'Go to your dashboard' }}
    >
      <p>
        {brand.companyName} offers home equity lines of credit through this site. {featureName} is not part of
        that service. Your dashboard shows everything available to you.
      </p>
    </InfoPage>
  );
}
