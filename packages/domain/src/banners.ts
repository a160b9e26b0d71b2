import { z } from 'zod';
import { type Banner, bannerListSchema, MESSAGES } from './validation';

export const MAX_BANNERS_SHOWN = 2;

/** localStorage 'dismissed-banners': banner uuid -> ISO time of dismissal. */
export type BannerDismissals = Record<string, string>;
export const bannerDismissalsSchema = z.record(z.string(), z.string());

export type BannerLoadResult = { banners: Banner[]; error: null } | { banners: []; error: string };

/** Validates the fetched file; any malformed item voids the whole list (spec section 5). */
export function parseBannerData(data: unknown): BannerLoadResult {
  const parsed = bannerListSchema.safeParse(data);
  if (!parsed.success) return { banners: [], error: MESSAGES.bannerDataInvalid };
  return { banners: parsed.data, error: null };
}

function time(iso: string | undefined): number {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
}

/** A dismissal holds until the banner is updated after it. */
export function isDismissed(banner: Banner, dismissals: BannerDismissals): boolean {
  const dismissedAt = dismissals[banner.uuid];
  if (dismissedAt === undefined) return false;
  return time(banner.metadata.updatedAt) <= time(dismissedAt);
}

/** Active banners for this app, not dismissed, newest first by createdAt, at most 2. */
export function selectBanners(
  banners: readonly Banner[],
  options: { app: string; dismissals?: BannerDismissals; max?: number },
): Banner[] {
  const dismissals = options.dismissals ?? {};
  return banners
    .filter((b) => b.active && b.apps.includes(options.app) && !isDismissed(b, dismissals))
    .sort((a, b) => time(b.metadata.createdAt) - time(a.metadata.createdAt))
    .slice(0, options.max ?? MAX_BANNERS_SHOWN);
}

export function dismissBanner(dismissals: BannerDismissals, uuid: string, now: Date): BannerDismissals {
  return { ...dismissals, [uuid]: now.toISOString() };
}

/** Reads the stored dismissals, tolerating corrupt storage. */
export function parseBannerDismissals(raw: string | null): BannerDismissals {
  if (!raw) return {};
  try {
    const parsed = bannerDismissalsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The banner app name of this product. */
export const BANNER_APP_NAME = 'heloc';
