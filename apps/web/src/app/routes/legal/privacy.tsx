import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export function Component() {
  return <PrivacyPolicy />;
}
