import { BANNER_VARIANTS } from './enum-values';
import type { Banner } from './validation';
import { MESSAGES } from './validation-rules';

// Zod-free (decision 0097): the borrower app checks the banner file with these on pages that carry no zod. The
// rules are those of `bannerSchema` in validation.ts; banners.test.ts holds both to the same answers.

export const MAX_BANNERS_SHOWN = 2;

/** localStorage 'dismissed-banners': banner uuid -> ISO time of dismissal. */
export type BannerDismissals = Record<string, string>;

export type BannerLoadResult = { banners: Banner[]; error: null } | { banners: []; error: string };

/** Validates the fetched file; any malformed item voids the whole list (spec section 5). */
export function parseBannerData(data: unknown): BannerLoadResult {
  if (!Array.isArray(data)) return { banners: [], error: MESSAGES.bannerDataInvalid };
  const banners: Banner[] = [];
  for (const item of data) {
    const banner = bannerOf(item);
    if (!banner) return { banners: [], error: MESSAGES.bannerDataInvalid };
    banners.push(banner);
  }
  return { banners, error: null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = <T>(value: unknown, check: (v: unknown) => v is T): value is T | undefined =>
  value === undefined || check(value);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

function bannerOf(item: unknown): Banner | null {
  if (!isRecord(item)) return null;
  const { uuid, message, apps, variant, active, dismissable, metadata } = item;
  if (!isString(uuid) || uuid === '' || !isString(message) || message === '') return null;
  if (!Array.isArray(apps) || apps.length === 0 || !apps.every(isString)) return null;
  if (!(BANNER_VARIANTS as readonly unknown[]).includes(variant)) return null;
  if (!optional(active, isBoolean) || !optional(dismissable, isBoolean)) return null;
  if (metadata !== undefined && !isRecord(metadata)) return null;
  const { createdAt, updatedAt } = metadata ?? {};
  if (!optional(createdAt, isString) || !optional(updatedAt, isString)) return null;
  return {
    uuid,
    message,
    apps,
    variant: variant as Banner['variant'],
    active: active ?? true,
    dismissable: dismissable ?? true,
    metadata: {
      ...(createdAt === undefined ? {} : { createdAt }),
      ...(updatedAt === undefined ? {} : { updatedAt }),
    },
  };
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
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !Object.values(parsed).every(isString)) return {};
    return parsed as BannerDismissals;
  } catch {
    return {};
  }
}

/** The banner app name of this product. */
export const BANNER_APP_NAME = 'heloc';
