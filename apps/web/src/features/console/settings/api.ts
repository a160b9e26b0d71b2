import { CHAT_PATHS, type OperatingHours } from '@hearth/domain/chat-api';
import type { FeatureFlag } from '@hearth/domain/entities';
import { SHELL_PATHS } from '@hearth/domain/shell-rules';
import type { BannerInput, StoredBanner, SupportContact } from '@hearth/domain/shell-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '@/features/console/api';

/**
 * The brand settings' calls (issue 24 item 6, decision 0239): the lender's own staff routes, on the signed-in
 * admin's brand (the token's, never one named here). Each change reads its list again, so the page shows what
 * borrowers get from their next page load.
 */
export type OperatingHoursDepartment = 'OPS_CHAT' | 'OPS_PHONE';
export type MaintenanceRow = {
  route: string;
  enabled: boolean;
  title: string;
  message: string;
  showDashboardLink: boolean;
  updatedAt: string;
};
export type MaintenanceChange = {
  route: string;
  enabled: boolean;
  title: string | null;
  message: string | null;
  showDashboardLink: boolean;
};
export type WeekDayInput = { weekdayValue: number; isOpen: boolean; startTime: string; endTime: string };

export const settingsKeys = {
  banners: ['console', 'settings', 'banners'] as const,
  maintenance: ['console', 'settings', 'maintenance'] as const,
  flags: ['console', 'settings', 'flags'] as const,
  hours: (department: OperatingHoursDepartment) => ['console', 'settings', 'hours', department] as const,
  supportContact: ['console', 'settings', 'support-contact'] as const,
};

export function useLenderBanners() {
  return useQuery({
    queryKey: settingsKeys.banners,
    queryFn: () => consoleFetch<{ banners: StoredBanner[] }>(SHELL_PATHS.staffBanners),
  });
}

export function useMaintenanceWindows() {
  return useQuery({
    queryKey: settingsKeys.maintenance,
    queryFn: () => consoleFetch<{ windows: MaintenanceRow[] }>(SHELL_PATHS.staffMaintenance),
  });
}

export function useLenderFlags() {
  return useQuery({
    queryKey: settingsKeys.flags,
    queryFn: () => consoleFetch<{ flags: FeatureFlag[] }>(SHELL_PATHS.staffFlags),
  });
}

/** The lender's hours: the public read, for the admin's brand (x-org), with the lines borrowers see. */
export function useLenderHours(organizationCode: string, department: OperatingHoursDepartment) {
  return useQuery({
    queryKey: settingsKeys.hours(department),
    queryFn: () =>
      consoleFetch<OperatingHours>(`${CHAT_PATHS.hours(department)}?display=true`, {
        headers: { 'x-org': organizationCode },
      }),
  });
}

export function useSupportContact() {
  return useQuery({
    queryKey: settingsKeys.supportContact,
    queryFn: () => consoleFetch<SupportContact>(SHELL_PATHS.staffSupportContact),
  });
}

export const settingsActions = {
  createBanner: (body: BannerInput) =>
    consoleFetch<StoredBanner>(SHELL_PATHS.staffBanners, { method: 'POST', body }),
  updateBanner: (uuid: string, body: BannerInput) =>
    consoleFetch<StoredBanner>(SHELL_PATHS.staffBanner(uuid), { method: 'PUT', body }),
  deleteBanner: (uuid: string) => consoleFetch<void>(SHELL_PATHS.staffBanner(uuid), { method: 'DELETE' }),
  setMaintenance: (body: MaintenanceChange) =>
    consoleFetch<{ windows: MaintenanceRow[] }>(SHELL_PATHS.staffMaintenance, { method: 'PUT', body }),
  setFlag: (key: string, body: { enabled: boolean; variables: Record<string, unknown> }) =>
    consoleFetch<{ flags: FeatureFlag[] }>(SHELL_PATHS.staffFlag(key), { method: 'PUT', body }),
  resetFlag: (key: string) =>
    consoleFetch<{ flags: FeatureFlag[] }>(SHELL_PATHS.staffFlag(key), { method: 'DELETE' }),
  setHours: (department: OperatingHoursDepartment, body: { timeZone: string; week: WeekDayInput[] }) =>
    consoleFetch(CHAT_PATHS.hours(department), { method: 'PUT', body }),
  setSupportContact: (body: { phone: string; email: string }) =>
    consoleFetch<SupportContact>(SHELL_PATHS.staffSupportContact, { method: 'PUT', body }),
  clearSupportContact: () =>
    consoleFetch<SupportContact>(SHELL_PATHS.staffSupportContact, { method: 'DELETE' }),
};

/** A change that reads its list again when it lands; its error is the server's message, shown as it is. */
export function useSettingsChange<A extends unknown[], R>(
  key: readonly unknown[],
  run: (...args: A) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
