import { STORAGE_KEYS } from '@hearth/domain/auth';
import {
  BANNER_APP_NAME,
  type BannerDismissals,
  dismissBanner,
  parseBannerDismissals,
  selectBanners,
} from '@hearth/domain/banners';
import { useState } from 'react';
import { SiteBanner } from '@/components/site-banner/site-banner';
import { useBanners } from '@/features/banners/api/get-banners';
import { useBrand } from '@/lib/brand/brand-context';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readDismissals(): BannerDismissals {
  return parseBannerDismissals(storage()?.getItem(STORAGE_KEYS.dismissedBanners) ?? null);
}

/**
 * The lender's site-wide banners (spec sections 2, 4 and 5): at most 2, newest first, only active ones for this
 * app. A dismissal is kept in local storage with its time and forgotten when the banner is updated after it. While
 * the file loads, or when it fails or does not match the format, no banner shows (the page does not wait for it).
 */
export function SiteBanners() {
  const brand = useBrand();
  const banners = useBanners(brand.orgCode);
  const [dismissals, setDismissals] = useState<BannerDismissals>(readDismissals);
  if (banners.status !== 'success') return null;
  const shown = selectBanners(banners.data.banners, { app: BANNER_APP_NAME, dismissals });
  if (shown.length === 0) return null;

  const dismiss = (uuid: string) => {
    const next = dismissBanner(readDismissals(), uuid, new Date());
    storage()?.setItem(STORAGE_KEYS.dismissedBanners, JSON.stringify(next));
    setDismissals(next);
  };

  return (
    <section className="site-banners" aria-label="Announcements">
      {shown.map((banner) => (
        <SiteBanner
          key={banner.uuid}
          message={banner.message}
          variant={banner.variant}
          dismissable={banner.dismissable}
          onDismiss={() => dismiss(banner.uuid)}
        />
      ))}
    </section>
  );
}
