import { parseBannerData, selectBanners } from '@hearth/domain/banners';
import {
  type FlagList,
  MAINTENANCE_DEFAULTS,
  maintenanceWindowsOf,
  SHELL_MESSAGES,
  SHELL_PATHS,
  type StoredBanner,
  type SupportContact,
} from '@hearth/domain/shell-settings';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { consoleAuditLog } from '../console/schema';

let t: TestApp;
let hearthStaff: Record<string, string>;
let otherStaff: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  hearthStaff = await staffHeaders(t.app, 'HEARTH');
  otherStaff = await staffHeaders(t.app, 'BLUEMESACU');
});
afterEach(() => t.app.vendors.clock.reset());

type Headers = Record<string, string>;
const banner = (message: string, extra: object = {}) => ({
  message,
  apps: ['heloc'],
  variant: 'info',
  ...extra,
});
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

async function created(headers: Headers, body: object): Promise<StoredBanner> {
  const res = await post(SHELL_PATHS.staffBanners, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StoredBanner;
}

describe('banners per lender (issue 22 item 3)', () => {
  it("serves the brand's banners in the spec's format, never cached, and only that brand's", async () => {
    const first = await created(hearthStaff, banner('Our offices close at 3 pm on Friday.'));
    t.app.vendors.clock.advance(60_000);
    const second = await created(hearthStaff, banner('Rates changed today.', { variant: 'warn' }));
    await created(otherStaff, banner('Blue Mesa news'));

    const res = await get(`${SHELL_PATHS.banners}?org=HEARTH`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = parseBannerData(res.json());
    expect(file.error).toBeNull();
    const messages = file.banners.map((b) => b.message);
    expect(messages).toContain(first.message);
    expect(messages).not.toContain('Blue Mesa news');
    // Newest first, as the borrower app picks them.
    expect(selectBanners(file.banners, { app: 'heloc' })[0]?.uuid).toBe(second.uuid);

    const blue = await get(SHELL_PATHS.banners, { 'x-org': 'BLUEMESACU' });
    expect(parseBannerData(blue.json()).banners.map((b) => b.message)).toEqual(['Blue Mesa news']);
  });

  it('keeps a test-only banner out of the live file, and a scheduled one inactive until it starts', async () => {
    const testOnly = await created(otherStaff, banner('Preview only', { testOnly: true }));
    const later = new Date(t.app.vendors.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await created(otherStaff, banner('Tomorrow', { startsAt: later }));
    const live = parseBannerData((await get(`${SHELL_PATHS.banners}?org=BLUEMESACU`)).json()).banners;
    expect(live.map((b) => b.uuid)).not.toContain(testOnly.uuid);
    expect(live.find((b) => b.uuid === scheduled.uuid)?.active).toBe(false);
    const test = parseBannerData((await get(`${SHELL_PATHS.bannersTest}?org=BLUEMESACU`)).json()).banners;
    expect(test.map((b) => b.uuid)).toContain(testOnly.uuid);

    t.app.vendors.clock.advance(2 * 3_600_000);
    const afterStart = parseBannerData((await get(`${SHELL_PATHS.banners}?org=BLUEMESACU`)).json()).banners;
    expect(afterStart.find((b) => b.uuid === scheduled.uuid)?.active).toBe(true);
  });

  it('moves updatedAt on a change, so a dismissal made before it is forgotten', async () => {
    const made = await created(hearthStaff, banner('Before'));
    const dismissals = { [made.uuid]: new Date(Date.parse(made.updatedAt) + 1).toISOString() };
    t.app.vendors.clock.advance(60_000);
    const res = await put(SHELL_PATHS.staffBanner(made.uuid), hearthStaff, banner('After'));
    expect(res.statusCode, res.body).toBe(200);
    const file = parseBannerData((await get(`${SHELL_PATHS.banners}?org=HEARTH`)).json()).banners;
    const shown = selectBanners(file, { app: 'heloc', dismissals, max: 100 });
    expect(shown.find((b) => b.uuid === made.uuid)?.message).toBe('After');
  });

  it('refuses bad banners with a clear 400 and changes nothing', async () => {
    const before = (await get(SHELL_PATHS.staffBanners, hearthStaff)).json() as { banners: StoredBanner[] };
    for (const body of [
      banner(''),
      banner('No apps', { apps: [] }),
      banner('Bad variant', { variant: 'loud' }),
      banner('Backwards', { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
      { ...banner('Extra'), uuid: 'x' },
    ]) {
      const res = await post(SHELL_PATHS.staffBanners, hearthStaff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const backwards = await post(
      SHELL_PATHS.staffBanners,
      hearthStaff,
      banner('Backwards', { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
    );
    expect(backwards.body).toContain(SHELL_MESSAGES.bannerWindow);
    const after = (await get(SHELL_PATHS.staffBanners, hearthStaff)).json() as { banners: StoredBanner[] };
    expect(after.banners).toEqual(before.banners);
  });

  it("keeps one lender's staff off another's banners, and borrowers off every lender call", async () => {
    const mine = await created(hearthStaff, banner('Hearth only'));
    expect((await put(SHELL_PATHS.staffBanner(mine.uuid), otherStaff, banner('Taken'))).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: SHELL_PATHS.staffBanner(mine.uuid),
      headers: otherStaff,
    });
    expect(del.statusCode).toBe(404);
    const theirs = (await get(SHELL_PATHS.staffBanners, otherStaff)).json() as { banners: StoredBanner[] };
    expect(theirs.banners.map((b) => b.uuid)).not.toContain(mine.uuid);

    const borrower = bearer((await registeredBorrower(t.app)).jwt);
    expect((await get(SHELL_PATHS.staffBanners, borrower)).statusCode).toBe(403);
    expect((await post(SHELL_PATHS.staffBanners, borrower, banner('x'))).statusCode).toBe(403);
    expect(
      (await put(SHELL_PATHS.staffMaintenance, borrower, { route: '/', enabled: true })).statusCode,
    ).toBe(403);
    expect((await put(SHELL_PATHS.staffFlag('fe-webchat'), borrower, { enabled: true })).statusCode).toBe(
      403,
    );
    expect((await get(SHELL_PATHS.staffBanners)).statusCode).toBe(401);
  });

  it('a retried create with the same Idempotency-Key makes one banner', async () => {
    const headers = { ...hearthStaff, 'idempotency-key': 'banner-retry-1' };
    const a = await post(SHELL_PATHS.staffBanners, headers, banner('Once'));
    const b = await post(SHELL_PATHS.staffBanners, headers, banner('Once'));
    expect(a.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const list = (await get(SHELL_PATHS.staffBanners, hearthStaff)).json() as { banners: StoredBanner[] };
    expect(list.banners.filter((x) => x.message === 'Once')).toHaveLength(1);
  });
});

const flagsOf = async (org: string): Promise<FlagList['flags']> => {
  const res = await post(`${SHELL_PATHS.flags}`, { 'x-org': org }, { attributes: { state: 'CA' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FlagList).flags;
};
const flag = (flags: FlagList['flags'], key: string) => flags.find((f) => f.key === key);

describe('maintenance and feature flags per lender (issue 22 items 4 and 5)', () => {
  it('turns maintenance on for a route with its words, for that lender only, then lifts it', async () => {
    const on = await put(SHELL_PATHS.staffMaintenance, otherStaff, {
      route: '/dashboard/',
      enabled: true,
      message: 'Back at noon.',
      showDashboardLink: false,
    });
    expect(on.statusCode, on.body).toBe(200);
    const windows = maintenanceWindowsOf(
      flag(await flagsOf('BLUEMESACU'), 'fe-heloc-maintenance')?.variables,
    );
    expect(windows).toEqual([
      {
        route: '/dashboard',
        title: MAINTENANCE_DEFAULTS.title,
        message: 'Back at noon.',
        showDashboardLink: false,
      },
    ]);
    expect(flag(await flagsOf('BLUEMESACU'), 'fe-heloc-maintenance')?.enabled).toBe(true);
    expect(flag(await flagsOf('HEARTH'), 'fe-heloc-maintenance')?.enabled).toBe(false);

    await put(SHELL_PATHS.staffMaintenance, otherStaff, { route: '/dashboard', enabled: false });
    expect(flag(await flagsOf('BLUEMESACU'), 'fe-heloc-maintenance')?.enabled).toBe(false);
    const list = await get(SHELL_PATHS.staffMaintenance, otherStaff);
    expect(list.json()).toMatchObject({ windows: [{ route: '/dashboard', enabled: false }] });
  });

  it('refuses a route that is not a path and a flag that is not on the whitelist', async () => {
    const bad = await put(SHELL_PATHS.staffMaintenance, hearthStaff, { route: 'dashboard', enabled: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SHELL_MESSAGES.maintenanceRoute);
    const unknown = await put(SHELL_PATHS.staffFlag('fe-heloc-everything'), hearthStaff, { enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(SHELL_MESSAGES.unknownFlag);
    const viaFlag = await put(SHELL_PATHS.staffFlag('fe-heloc-maintenance'), hearthStaff, { enabled: true });
    expect(viaFlag.statusCode).toBe(400);
    expect((await post(SHELL_PATHS.flags, {}, { attributes: { state: 'California' } })).statusCode).toBe(400);
    expect(flag(await flagsOf('HEARTH'), 'fe-heloc-maintenance')?.enabled).toBe(false);
  });

  it("answers the 17 flags with the lender's values over the defaults, and a flag put back to its default", async () => {
    const flags = await flagsOf('HEARTH');
    expect(flags).toHaveLength(17);
    expect(flag(flags, 'fe-heloc-redesign')?.enabled).toBe(true);
    expect(flag(flags, 'fe-webchat')?.enabled).toBe(true);
    expect(flag(flags, 'fe-heloc-portfolio-manager')?.enabled).toBe(false);
    const set = await put(SHELL_PATHS.staffFlag('fe-heloc-portfolio-manager'), otherStaff, { enabled: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(flag(await flagsOf('BLUEMESACU'), 'fe-heloc-portfolio-manager')?.enabled).toBe(true);
    expect(flag(await flagsOf('HEARTH'), 'fe-heloc-portfolio-manager')?.enabled).toBe(false);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: SHELL_PATHS.staffFlag('fe-heloc-portfolio-manager'),
      headers: otherStaff,
    });
    expect(reset.statusCode).toBe(200);
    expect(flag(await flagsOf('BLUEMESACU'), 'fe-heloc-portfolio-manager')?.enabled).toBe(false);
  });

  it('the developer tools reach the same calls outside production, for a known lender only', async () => {
    const res = await put(
      `${SHELL_PATHS.sandboxMaintenance}?organization=PORCHLIGHT`,
      {},
      { route: '/', enabled: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(flag(await flagsOf('PORCHLIGHT'), 'fe-heloc-maintenance')?.enabled).toBe(true);
    const unknown = await get(`${SHELL_PATHS.sandboxBanners}?organization=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(SHELL_MESSAGES.unknownOrganization);
    expect((await get(SHELL_PATHS.sandboxBanners)).statusCode).toBe(400);
  });

  it('in production: no test banner file, no sandbox calls, developer tools off', async () => {
    const production = await setupTestApp({ env: 'production' });
    const test = await production.app.inject({ method: 'GET', url: SHELL_PATHS.bannersTest });
    expect(test.statusCode).toBe(404);
    const sandbox = await production.app.inject({
      method: 'GET',
      url: `${SHELL_PATHS.sandboxBanners}?organization=HEARTH`,
    });
    expect(sandbox.statusCode).toBe(404);
    const flags = await production.app.inject({ method: 'POST', url: SHELL_PATHS.flags, payload: {} });
    expect(flag((flags.json() as FlagList).flags, 'fe-heloc-dev-tools')?.enabled).toBe(false);
  });
});

describe('support phone and e-mail per lender (issue 24 item 6)', () => {
  const contact = SHELL_PATHS.staffSupportContact;
  const pageData = async (org: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dashboard?org=${org}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const block = /<script id="private-label-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
      res.body,
    );
    const data = JSON.parse(block?.[1] ?? 'null') as {
      orgMetaData: { companyInfo: { supportPhone: string; supportEmail: string } };
    };
    return data.orgMetaData.companyInfo;
  };

  it("answers the brand's own until the admin sets them; the next page shows them, and clearing brings the brand's back", async () => {
    const first = (await get(contact, otherStaff)).json() as SupportContact;
    expect(first.custom).toBe(false);
    expect(first.phone).toBe(first.defaults.phone);
    const brandsOwn = await pageData('BLUEMESACU');
    expect(brandsOwn.supportPhone).toBe(first.defaults.phone);

    const set = await put(contact, otherStaff, { phone: '1-303.555.0199', email: ' help@bluemesa.example ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      phone: '(303) 555-0199',
      email: 'help@bluemesa.example',
      custom: true,
    });
    // No restart: the next page of this brand carries them, another brand's does not.
    expect(await pageData('BLUEMESACU')).toMatchObject({
      supportPhone: '(303) 555-0199',
      supportEmail: 'help@bluemesa.example',
    });
    expect((await pageData('HEARTH')).supportPhone).not.toBe('(303) 555-0199');

    const cleared = await t.app.inject({ method: 'DELETE', url: contact, headers: otherStaff });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ custom: false, phone: first.defaults.phone });
    expect((await pageData('BLUEMESACU')).supportPhone).toBe(first.defaults.phone);
  });

  it('refuses a number that is not a US phone or an address that is not an e-mail, and changes nothing', async () => {
    await put(contact, hearthStaff, { phone: '(888) 555-0100', email: 'team@hearth.example' });
    for (const body of [
      { phone: '555-0100', email: 'team@hearth.example' },
      { phone: '(088) 555-0100', email: 'team@hearth.example' },
      { phone: '(888) 155-0100', email: 'team@hearth.example' },
      { phone: 'call 888 555 0100', email: 'team@hearth.example' },
      { phone: '(888) 555-0100', email: 'team at hearth' },
      { phone: '(888) 555-0100' },
      { phone: '(888) 555-0100', email: 'team@hearth.example', extra: true },
    ]) {
      const res = await put(contact, hearthStaff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await put(contact, hearthStaff, { phone: '12', email: 'team@hearth.example' });
    expect(bad.body).toContain(SHELL_MESSAGES.supportPhone);
    expect((await get(contact, hearthStaff)).json()).toMatchObject({
      phone: '(888) 555-0100',
      email: 'team@hearth.example',
    });
  });

  it('is for the lender’s admins only: other staff roles, borrowers and nobody are refused', async () => {
    const underwriter = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
    const agent = await staffHeaders(t.app, 'HEARTH', 'CHAT_AGENT');
    const borrower = bearer((await registeredBorrower(t.app)).jwt);
    const body = { phone: '(720) 555-0111', email: 'x@hearth.example' };
    for (const headers of [underwriter, agent, borrower]) {
      expect((await get(contact, headers)).statusCode).toBe(403);
      expect((await put(contact, headers, body)).statusCode).toBe(403);
      expect((await get(SHELL_PATHS.staffBanners, headers)).statusCode).toBe(403);
      expect((await post(SHELL_PATHS.staffBanners, headers, banner('Not mine'))).statusCode).toBe(403);
    }
    expect((await put(contact, {}, body)).statusCode).toBe(401);
    expect((await get(contact, hearthStaff)).json()).not.toMatchObject({ phone: '(720) 555-0111' });
  });

  it('records each brand change in the console audit log in the lender’s words', async () => {
    await put(contact, otherStaff, { phone: '(303) 555-0123', email: 'audit@bluemesa.example' });
    await created(otherStaff, banner('Audited banner'));
    const rows = await t.database.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.organizationCode, 'BLUEMESACU')));
    const actions = rows.map((row) => row.action);
    expect(actions).toContain('Set the support phone and e-mail');
    expect(actions).toContain('Posted a banner');
  });
});
