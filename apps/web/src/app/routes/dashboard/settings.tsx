import { AccountSettings } from '@/features/dashboard/components/account-settings';

export function Component() {
  return <AccountSettings />;
}
