import {
  createOrganizationRegistry,
  DEFAULT_ORG_CODE,
  normalizeHost,
  type OrganizationRegistry,
  type PrivateLabelData,
} from '@hearth/domain/brands';
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ALL_BRANDS, brandHosts, toPrivateLabelData } from './brand-registry';
import { organizationHosts, organizations } from './schema';

/** Upserts every brand and its hosts; running it twice changes nothing (safe on every start). */
export async function seedBrands(db: Db): Promise<{ organizations: number; hosts: number }> {
  const rows = ALL_BRANDS.map((brand) => ({
    orgCode: brand.orgCode,
    canonicalOrgCode: brand.canonicalOrgCode,
    brandKey: brand.brandKey,
    data: toPrivateLabelData(brand, `https://${brandHosts(brand).at(-1) ?? 'www.hearth.example'}`),
  }));
  const hosts = ALL_BRANDS.flatMap((brand) =>
    brandHosts(brand).map((host) => ({ host: normalizeHost(host), orgCode: brand.orgCode })),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values(rows)
      .onConflictDoUpdate({
        target: organizations.orgCode,
        set: {
          canonicalOrgCode: sql`excluded.canonical_org_code`,
          brandKey: sql`excluded.brand_key`,
          data: sql`excluded.data`,
          updatedAt: sql`now()`,
        },
      });
    await tx
      .insert(organizationHosts)
      .values(hosts)
      .onConflictDoUpdate({ target: organizationHosts.host, set: { orgCode: sql`excluded.org_code` } });
    await tx.delete(organizationHosts).where(
      notInArray(
        organizationHosts.host,
        hosts.map((h) => h.host),
      ),
    );
  });
  return { organizations: rows.length, hosts: hosts.length };
}

export interface OrganizationDirectory {
  registry: OrganizationRegistry;
  byBrandKey(brandKey: string): PrivateLabelData | undefined;
  all(): PrivateLabelData[];
}

/** Reads the brand tables into memory: brands change with a deploy, while every page view resolves one. */
export async function loadOrganizationDirectory(db: Db): Promise<OrganizationDirectory> {
  const orgRows = await db.select().from(organizations);
  const hostRows = await db.select().from(organizationHosts);
  const orgs = orgRows.map((row) => row.data);
  const hosts = Object.fromEntries(hostRows.map((row) => [row.host, row.orgCode]));
  const brandKeys = new Map(orgRows.map((row) => [row.brandKey, row.data]));
  return {
    registry: createOrganizationRegistry(orgs, hosts, DEFAULT_ORG_CODE),
    byBrandKey: (brandKey) => brandKeys.get(brandKey),
    all: () => orgs,
  };
}
