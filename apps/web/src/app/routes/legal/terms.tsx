import { Terms } from '@/features/legal/components/terms';

export function Component() {
  return <Terms />;
}
