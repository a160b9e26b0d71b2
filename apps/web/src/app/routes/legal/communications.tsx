import { CommunicationsConsent } from '@/features/legal/components/communications-consent';

export function Component() {
  return <CommunicationsConsent />;
}
