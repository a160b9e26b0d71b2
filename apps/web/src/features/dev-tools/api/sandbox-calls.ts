import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { SANDBOX_OUTCOME_PATHS, type SandboxOutcomesView } from '@hearth/domain/sandbox-outcomes';
import type { MaintenanceInput, StoredBanner } from '@hearth/domain/shell-settings';
import { SHELL_PATHS } from '@hearth/domain/shell-settings';
import { type ClockView, SANDBOX_CLOCK_PATHS } from '@hearth/domain/vendors';
import { httpClient } from '@/lib/http-client';

/**
 * The developer tools' calls: the sandbox copies of the lender's brand settings (decision 0218), the sandbox clock
 * the outbox and the sandbox vendors' next outcomes. None exists in production; the server answers 404 there.
 */
const brand = (organization: string) => ({ query: { organization } });

export type BannerDraft = { message: string; variant: 'info' | 'warn' };
type MaintenanceWindowView = MaintenanceInput & { updatedAt: string; title: string; message: string };

export const sandboxCalls = {
  banners: async (organization: string) =>
    ((await httpClient.get(SHELL_PATHS.sandboxBanners, brand(organization))) as { banners: StoredBanner[] })
      .banners,
  postBanner: (organization: string, draft: BannerDraft) =>
    httpClient.post(SHELL_PATHS.sandboxBanners, { ...draft, apps: ['heloc'] }, brand(organization)),
  /** Saves the banner again as it is: its updatedAt moves, so borrowers who dismissed it see it again. */
  touchBanner: (organization: string, banner: StoredBanner) =>
    httpClient.put(
      SHELL_PATHS.sandboxBanner(banner.uuid),
      {
        message: banner.message,
        apps: banner.apps,
        variant: banner.variant,
        dismissable: banner.dismissable,
        active: banner.active,
        testOnly: banner.testOnly,
        startsAt: banner.startsAt,
        endsAt: banner.endsAt,
      },
      brand(organization),
    ),
  removeBanner: (organization: string, uuid: string) =>
    httpClient.delete(SHELL_PATHS.sandboxBanner(uuid), brand(organization)),
  maintenance: async (organization: string) =>
    (
      (await httpClient.get(SHELL_PATHS.sandboxMaintenance, brand(organization))) as {
        windows: MaintenanceWindowView[];
      }
    ).windows,
  setMaintenance: (
    organization: string,
    input: Partial<MaintenanceInput> & { route: string; enabled: boolean },
  ) => httpClient.put(SHELL_PATHS.sandboxMaintenance, input, brand(organization)),
  clock: async (applicationUuid: string) =>
    (await httpClient.get(SANDBOX_CLOCK_PATHS.clock, {
      query: applicationUuid ? { applicationUuid } : {},
    })) as ClockView,
  advanceClock: async (body: { days: number; hours: number; applicationUuid?: string }) =>
    (await httpClient.post(SANDBOX_CLOCK_PATHS.advance, body)) as ClockView,
  vendorOutcomes: async () => (await httpClient.get(SANDBOX_OUTCOME_PATHS.list)) as SandboxOutcomesView,
  forceOutcome: async (vendor: string, outcome: string) =>
    (await httpClient.put(SANDBOX_OUTCOME_PATHS.one(vendor), { outcome })) as SandboxOutcomesView,
  clearOutcome: async (vendor: string) =>
    (await httpClient.delete(SANDBOX_OUTCOME_PATHS.one(vendor))) as SandboxOutcomesView,
  mailbox: async (email: string) =>
    (await httpClient.get(SANDBOX_MAILBOX_PATH, { query: { email } })) as SandboxMailbox,
};
