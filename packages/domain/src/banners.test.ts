import { describe, expect, it } from 'vitest';
import { dismissBanner, isDismissed, parseBannerData, parseBannerDismissals, selectBanners } from './banners';
import { type Banner, bannerListSchema, MESSAGES } from './validation';

function banner(uuid: string, createdAt: string, extra: Partial<Banner> = {}): Banner {
  return {
    uuid,
    message: `Banner ${uuid}`,
    apps: ['heloc'],
    variant: 'info',
    active: true,
    dismissable: true,
    metadata: { createdAt, updatedAt: createdAt },
    ...extra,
  };
}

describe('banner data', () => {
  it('accepts valid data', () => {
    const result = parseBannerData([{ uuid: 'a', message: 'm', apps: ['heloc'], variant: 'warn' }]);
    expect(result.error).toBeNull();
    expect(result.banners).toHaveLength(1);
  });

  it.each([
    [[{ uuid: 'a', message: 'm', apps: [], variant: 'info' }]],
    [[{ uuid: 'a', message: 'm', apps: ['heloc'] }]],
    [[{ uuid: 'a', apps: ['heloc'], variant: 'info' }]],
    [{ not: 'a list' }],
  ])('records the format error and shows nothing for %j', (data) => {
    expect(parseBannerData(data)).toEqual({ banners: [], error: MESSAGES.bannerDataInvalid });
  });
});

describe('banner selection', () => {
  const list = [
    banner('old', '2026-01-01T00:00:00Z'),
    banner('new', '2026-03-01T00:00:00Z'),
    banner('mid', '2026-02-01T00:00:00Z'),
    banner('inactive', '2026-04-01T00:00:00Z', { active: false }),
    banner('other-app', '2026-04-02T00:00:00Z', { apps: ['dscr'] }),
  ];

  it('shows active banners of this app, newest first, at most 2', () => {
    expect(selectBanners(list, { app: 'heloc' }).map((b) => b.uuid)).toEqual(['new', 'mid']);
    expect(selectBanners(list, { app: 'heloc', max: 5 }).map((b) => b.uuid)).toEqual(['new', 'mid', 'old']);
    expect(selectBanners(list, { app: 'dscr' }).map((b) => b.uuid)).toEqual(['other-app']);
  });

  it('skips dismissed banners until they are updated after the dismissal', () => {
    const dismissals = dismissBanner({}, 'new', new Date('2026-03-02T00:00:00Z'));
    expect(selectBanners(list, { app: 'heloc', dismissals }).map((b) => b.uuid)).toEqual(['mid', 'old']);
    const updated = banner('new', '2026-03-01T00:00:00Z', {
      metadata: { createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-05T00:00:00Z' },
    });
    expect(isDismissed(updated, dismissals)).toBe(false);
    const sameTime = banner('new', '2026-03-01T00:00:00Z', {
      metadata: { createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-02T00:00:00Z' },
    });
    expect(isDismissed(sameTime, dismissals)).toBe(true);
    expect(isDismissed(banner('x', 'garbage', { metadata: {} }), { x: 'garbage' })).toBe(true);
  });

  it('reads stored dismissals defensively', () => {
    expect(parseBannerDismissals(null)).toEqual({});
    expect(parseBannerDismissals('{bad json')).toEqual({});
    expect(parseBannerDismissals('[1,2]')).toEqual({});
    expect(parseBannerDismissals('{"a":"2026-01-01T00:00:00Z"}')).toEqual({ a: '2026-01-01T00:00:00Z' });
  });
});

describe('the zod-free banner check agrees with bannerSchema', () => {
  it.each([
    [[{ uuid: 'a', message: 'm', apps: ['heloc'], variant: 'warn', extra: 1 }]],
    [
      [
        {
          uuid: 'a',
          message: 'm',
          apps: ['heloc'],
          variant: 'info',
          active: false,
          metadata: { createdAt: 'x' },
        },
      ],
    ],
    [[{ uuid: '', message: 'm', apps: ['heloc'], variant: 'info' }]],
    [[{ uuid: 'a', message: 'm', apps: ['heloc', 3], variant: 'info' }]],
    [[{ uuid: 'a', message: 'm', apps: ['heloc'], variant: 'info', dismissable: 'yes' }]],
    [[{ uuid: 'a', message: 'm', apps: ['heloc'], variant: 'info', metadata: { updatedAt: 5 } }]],
    [[]],
  ])('%j', (data) => {
    const parsed = bannerListSchema.safeParse(data);
    expect(parseBannerData(data)).toEqual(
      parsed.success
        ? { banners: parsed.data, error: null }
        : { banners: [], error: MESSAGES.bannerDataInvalid },
    );
  });
});
