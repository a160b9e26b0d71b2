import { Licenses } from '@/features/legal/components/licenses';

export function Component() {
  return <Licenses />;
}
