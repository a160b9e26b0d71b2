import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

export function Component() {
  return <DashboardOverview />;
}
