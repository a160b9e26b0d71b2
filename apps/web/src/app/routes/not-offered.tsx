import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useMatches } from '@/lib/routing';

/**
 * What each shell route for a service no Hearth lender runs is, and where a borrower goes instead (decision 0222).
 * The words live here, in the page's own chunk, not in the router every page loads.
 */
const SERVICES = {
  exchange: {
    name: 'Exchange',
    what: 'An exchange is where lenders and investors buy and sell loans after they are made. Your line stays with your lender whoever holds it, and we will tell you in writing if the company you pay ever changes.',
    instead: {
      to: paths.pay.getHref(),
      label: 'Go to payments and draws',
      why: 'To pay on your line or take a draw, use payments and draws.',
    },
  },
  'universal-marketplace': {
    name: 'Universal Marketplace',
    what: "A marketplace lists other lenders' and partners' products side by side.",
    instead: {
      to: paths.heloc.registerV2.getHref(),
      label: 'Start an application',
      why: 'To see what you could borrow against your home, start an application: checking your offers does not affect your credit score.',
    },
  },
  'universal-passport': {
    name: 'Universal Passport',
    what: 'A passport is an identity you verify once and reuse with other companies.',
    instead: {
      to: paths.dashboard.settings.getHref(),
      label: 'Go to your account settings',
      why: 'We verify your identity within each application, and your account settings hold your name, contact details and password.',
    },
  },
  'group-manager': {
    name: 'Group Manager',
    what: 'A group manager lets a business or family office run many accounts and their users together.',
    instead: {
      to: paths.contact.getHref(),
      label: 'Contact us',
      why: 'Each line of credit here belongs to the people on its title; to add someone to an application, invite them from it, or call us.',
    },
  },
} as const;

export type NotOfferedHandle = { notOfferedService: keyof typeof SERVICES };

function serviceOf(handle: unknown) {
  if (handle && typeof handle === 'object' && 'notOfferedService' in handle) {
    const key = (handle as NotOfferedHandle).notOfferedService;
    return Object.hasOwn(SERVICES, key) ? SERVICES[key] : undefined;
  }
  return undefined;
}

/** Shell routes for services this lender does not run; an honest page beats a dead link (decisions 0031, 0222). */
export function Component() {
  const brand = useBrand();
  const matches = useMatches();
  const service = matches.map((match) => serviceOf(match.handle)).findLast(Boolean);
  const name = service?.name ?? 'This service';
  const instead = service?.instead ?? {
    to: paths.dashboard.root.getHref(),
    label: 'Go to your dashboard',
    why: 'Your dashboard shows everything available to you.',
  };
  return (
    <InfoPage
      title={`${name} is not offered by ${brand.companyName}`}
      action={{ to: instead.to, label: instead.label }}
    >
      {service ? <p>{service.what}</p> : null}
      <p>
        {brand.companyName} offers home equity lines of credit through this site. {name} is not part of that
        service. {instead.why}
      </p>
    </InfoPage>
  );
}
