import type { FeatureFlag } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { FEATURE_FLAGS, type FeatureFlagName } from '@hearth/domain/feature-flag-values';
import {
  type BannerInput,
  bannerFileItem,
  FLAG_DEFAULTS,
  MAINTENANCE_DEFAULTS,
  type MaintenanceInput,
  type MaintenanceWindow,
  SHELL_MESSAGES,
  type StoredBanner,
  type SupportContact,
  type SupportContactInput,
} from '@hearth/domain/shell-settings';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brandBanners, brandFeatureFlags, brandMaintenance, brandSupportContacts } from './schema';

/**
 * A lender's shell settings (issue 22 items 3 to 5, decision 0218): the service functions the borrower app's reads,
 * the staff routes, the developer tools and the lender console all go through. Every call names the brand; nothing
 * is cached in the process, so a change shows on the next read of every server (no restart).
 */

type BannerRow = typeof brandBanners.$inferSelect;

function bannerView(row: BannerRow): StoredBanner {
  return {
    uuid: row.uuid,
    message: row.message,
    apps: row.apps,
    variant: row.variant as StoredBanner['variant'],
    dismissable: row.dismissable,
    active: row.active,
    testOnly: row.testOnly,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const bannerColumns = (input: BannerInput) => ({
  message: input.message,
  apps: input.apps,
  variant: input.variant,
  dismissable: input.dismissable,
  active: input.active,
  testOnly: input.testOnly,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

/** The brand's banners, newest first (the console's list). */
export async function listBanners(db: Db, organizationCode: string): Promise<StoredBanner[]> {
  const rows = await db
    .select()
    .from(brandBanners)
    .where(eq(brandBanners.organizationCode, organizationCode))
    .orderBy(desc(brandBanners.createdAt), desc(brandBanners.uuid));
  return rows.map(bannerView);
}

export async function createBanner(
  db: Db,
  organizationCode: string,
  input: BannerInput,
  now: Date,
): Promise<StoredBanner> {
  const [row] = await db
    .insert(brandBanners)
    .values({ organizationCode, ...bannerColumns(input), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('banner insert returned nothing');
  return bannerView(row);
}

/** Replaces a banner's content; its `updatedAt` moves, so borrowers who dismissed it see it again. */
export async function updateBanner(
  db: Db,
  organizationCode: string,
  uuid: string,
  input: BannerInput,
  now: Date,
): Promise<StoredBanner> {
  const [row] = await db
    .update(brandBanners)
    // Never earlier than the creation time, whatever the clock says.
    .set({
      ...bannerColumns(input),
      updatedAt: sql`greatest(${brandBanners.createdAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(brandBanners.uuid, uuid), eq(brandBanners.organizationCode, organizationCode)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', SHELL_MESSAGES.unknownBanner);
  return bannerView(row);
}

export async function deleteBanner(db: Db, organizationCode: string, uuid: string): Promise<void> {
  const rows = await db
    .delete(brandBanners)
    .where(and(eq(brandBanners.uuid, uuid), eq(brandBanners.organizationCode, organizationCode)))
    .returning({ uuid: brandBanners.uuid });
  if (rows.length === 0) throw new DomainError('NOT_FOUND', SHELL_MESSAGES.unknownBanner);
}

/**
 * The banner file of spec sections 5 and 7 for a brand: every banner with `active` worked out for now (switched
 * on and inside its window). The live file leaves out banners marked for testing; the test variant has them all.
 */
export async function bannerFile(
  db: Db,
  organizationCode: string,
  options: { variant: 'live' | 'test'; now: Date },
) {
  const banners = await listBanners(db, organizationCode);
  return banners
    .filter((b) => options.variant === 'test' || !b.testOnly)
    .map((b) => bannerFileItem(b, options.now));
}

type MaintenanceRow = typeof brandMaintenance.$inferSelect;

function windowView(row: MaintenanceRow): MaintenanceWindow {
  return {
    route: row.route,
    title: row.title ?? MAINTENANCE_DEFAULTS.title,
    message: row.message ?? MAINTENANCE_DEFAULTS.message,
    showDashboardLink: row.showDashboardLink,
  };
}

/** Every maintenance window of the brand, on or off (the console's list). */
export async function listMaintenance(db: Db, organizationCode: string) {
  const rows = await db
    .select()
    .from(brandMaintenance)
    .where(eq(brandMaintenance.organizationCode, organizationCode))
    .orderBy(asc(brandMaintenance.route));
  return rows.map((row) => ({
    ...windowView(row),
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Turns maintenance on or off for one route, with its title, message and dashboard link; one statement. */
export async function setMaintenance(db: Db, organizationCode: string, input: MaintenanceInput, now: Date) {
  const values = {
    enabled: input.enabled,
    title: input.title,
    message: input.message,
    showDashboardLink: input.showDashboardLink,
    updatedAt: now,
  };
  await db
    .insert(brandMaintenance)
    .values({ organizationCode, route: input.route, ...values })
    .onConflictDoUpdate({ target: [brandMaintenance.organizationCode, brandMaintenance.route], set: values });
  return listMaintenance(db, organizationCode);
}

async function maintenanceWindows(db: Db, organizationCode: string): Promise<MaintenanceWindow[]> {
  const rows = await db
    .select()
    .from(brandMaintenance)
    .where(and(eq(brandMaintenance.organizationCode, organizationCode), eq(brandMaintenance.enabled, true)))
    .orderBy(asc(brandMaintenance.route));
  return rows.map(windowView);
}

export async function setFlagValue(
  db: Db,
  organizationCode: string,
  key: FeatureFlagName,
  value: { enabled: boolean; variables: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const set = { enabled: value.enabled, variables: value.variables, updatedAt: now };
  await db
    .insert(brandFeatureFlags)
    .values({ organizationCode, key, ...set })
    .onConflictDoUpdate({ target: [brandFeatureFlags.organizationCode, brandFeatureFlags.key], set });
}

/** A flag back to its default for the brand. */
export async function clearFlagValue(db: Db, organizationCode: string, key: FeatureFlagName): Promise<void> {
  await db
    .delete(brandFeatureFlags)
    .where(and(eq(brandFeatureFlags.organizationCode, organizationCode), eq(brandFeatureFlags.key, key)));
}

export interface FlagContext {
  production: boolean;
}

/**
 * The 17 flags for a brand (decision 0219): the lender's value, else the default. The maintenance flag is on when
 * any window is, and carries the windows as its variables; developer tools are never on in production.
 */
export async function evaluateFlags(
  db: Db,
  organizationCode: string,
  context: FlagContext,
): Promise<FeatureFlag[]> {
  const [rows, windows] = await Promise.all([
    db.select().from(brandFeatureFlags).where(eq(brandFeatureFlags.organizationCode, organizationCode)),
    maintenanceWindows(db, organizationCode),
  ]);
  const set = new Map(rows.map((row) => [row.key, row]));
  return FEATURE_FLAGS.map((key): FeatureFlag => {
    if (key === 'fe-heloc-maintenance') return { key, enabled: windows.length > 0, variables: { windows } };
    if (key === 'fe-heloc-dev-tools' && context.production) return { key, enabled: false, variables: {} };
    const row = set.get(key);
    if (row) return { key, enabled: row.enabled, variables: row.variables };
    return { key, enabled: FLAG_DEFAULTS[key] ?? false, variables: {} };
  });
}

type ContactPair = { phone: string; email: string };

/** The lender's own support phone and e-mail, when it set them (decision 0237). */
export async function supportContactOverride(
  db: Db,
  organizationCode: string,
): Promise<(ContactPair & { updatedAt: Date }) | undefined> {
  const [row] = await db
    .select()
    .from(brandSupportContacts)
    .where(eq(brandSupportContacts.organizationCode, organizationCode))
    .limit(1);
  return row;
}

/** What the shell shows for the brand: the lender's values, else the brand registry's (`defaults`). */
export async function supportContact(
  db: Db,
  organizationCode: string,
  defaults: ContactPair,
): Promise<SupportContact> {
  const own = await supportContactOverride(db, organizationCode);
  return {
    phone: own?.phone ?? defaults.phone,
    email: own?.email ?? defaults.email,
    custom: own !== undefined,
    defaults,
    updatedAt: own?.updatedAt.toISOString() ?? null,
  };
}

/** Sets the lender's support phone and e-mail; one statement. */
export async function setSupportContact(
  db: Db,
  organizationCode: string,
  input: SupportContactInput,
  now: Date,
): Promise<void> {
  const set = { phone: input.phone, email: input.email, updatedAt: now };
  await db
    .insert(brandSupportContacts)
    .values({ organizationCode, ...set })
    .onConflictDoUpdate({ target: brandSupportContacts.organizationCode, set });
}

/** A brand's page data with the lender's own support phone and e-mail in it, when it set them. */
export function withSupportContact<T extends { orgMetaData: { companyInfo: ContactInfo } }>(
  data: T,
  own: ContactPair | undefined,
): T {
  if (!own) return data;
  const companyInfo = { ...data.orgMetaData.companyInfo, supportPhone: own.phone, supportEmail: own.email };
  return { ...data, orgMetaData: { ...data.orgMetaData, companyInfo } };
}
type ContactInfo = { supportPhone: string; supportEmail: string };

/** Back to the brand registry's phone and e-mail. */
export async function clearSupportContact(db: Db, organizationCode: string): Promise<void> {
  await db.delete(brandSupportContacts).where(eq(brandSupportContacts.organizationCode, organizationCode));
}
