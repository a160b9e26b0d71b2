import { useMatches } from 'react-router';
import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';

/** What a shell route names and where a borrower goes instead (decision 0222). */
export type NotOfferedHandle = {
  notOfferedFeature: string;
  /** What the service is, in one sentence, for a borrower of a lender that runs Hearth. */
  what?: string;
  /** Where to go instead; the dashboard when absent. */
  instead?: { to: string; label: string; why: string };
};

function handleOf(handle: unknown): NotOfferedHandle | undefined {
  if (handle && typeof handle === 'object' && 'notOfferedFeature' in handle) {
    const named = handle as NotOfferedHandle;
    return typeof named.notOfferedFeature === 'string' ? named : undefined;
  }
  return undefined;
}

/** Shell routes for services this lender does not run; an honest page beats a dead link (decisions 0031, 0222). */
export function Component() {
  const brand = useBrand();
  const matches = useMatches();
  const handle = matches.map((match) => handleOf(match.handle)).findLast(Boolean);
  const featureName = handle?.notOfferedFeature ?? 'This service';
  const instead = handle?.instead ?? {
    to: paths.dashboard.root.getHref(),
    label: 'Go to your dashboard',
    why: 'Your dashboard shows everything available to you.',
  };
  return (
    <InfoPage
      title={`${featureName} is not offered by ${brand.companyName}`}
      action={{ to: instead.to, label: instead.label }}
    >
      {handle?.what ? <p>{handle.what}</p> : null}
      <p>
        {brand.companyName} offers home equity lines of credit through this site. {featureName} is not part of
        that service. {instead.why}
      </p>
    </InfoPage>
  );
}
