import type { Offer } from '@hearth/domain/entities';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { PropertyLookupResult, PropertyRecord } from '../../providers/property-data/property-data';
import type { ApplicationRow } from '../application/repository';
import { type CollateralFile, collateralFiles, type StoredLien } from './schema';

/** The application's collateral file, or an empty one before anything is known. */
export async function readFile(db: Pick<Db, 'select'>, uuid: string): Promise<CollateralFile | undefined> {
  const [row] = await db.select().from(collateralFiles).where(eq(collateralFiles.applicationUuid, uuid));
  return row;
}

type FilePatch = Partial<Omit<typeof collateralFiles.$inferInsert, 'applicationUuid' | 'updatedAt'>>;

/** Writes the given parts of the file, creating it on first write (one statement: a retry writes the same). */
export async function writeFile(
  db: Pick<Db, 'insert'>,
  uuid: string,
  patch: FilePatch,
): Promise<CollateralFile> {
  const [row] = await db
    .insert(collateralFiles)
    .values({ applicationUuid: uuid, ...patch })
    .onConflictDoUpdate({ target: collateralFiles.applicationUuid, set: { ...patch, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('collateral file not written');
  return row;
}

/** The property record pre-qualification found (decision 0160 reads liens, value and confidence from it). */
export function recordOf(row: ApplicationRow): PropertyRecord | null {
  const lookup = row.propertyLookup as unknown as PropertyLookupResult | null;
  return lookup?.found && !lookup.multiple ? lookup.property : null;
}

export type SelectedOffer = Offer & { autopay?: boolean };
export const selectedOf = (row: ApplicationRow) => row.selectedOffer as unknown as SelectedOffer | null;

/** The value the offer now rests on: the broker's opinion once returned, else the automated model's. */
export function currentValueCents(row: ApplicationRow, file: CollateralFile | undefined): number {
  return file?.valuation?.bpo?.valueCents ?? file?.valuation?.valueCents ?? recordOf(row)?.avmValueCents ?? 0;
}

/** Open liens the line sits behind (the first open lien; those behind it are paid from the draw). */
export function keptLiens(liens: readonly StoredLien[], payoffs: readonly StoredLien[]): StoredLien[] {
  const paid = new Set(payoffs.map((lien) => lien.id));
  return liens.filter((lien) => lien.state === 'OPEN' && !paid.has(lien.id));
}

/**
 * The property as the engine should now price it: the confirmed liens the line sits behind, and the broker's
 * value once returned (trusted: confidence HIGH).
 */
export function propertyFor(
  row: ApplicationRow,
  file: CollateralFile | undefined,
  liens: { kept: readonly StoredLien[] } | null,
): PropertyLookupResult | undefined {
  const record = recordOf(row);
  if (!record) return undefined;
  const bpo = file?.valuation?.bpo?.valueCents;
  return {
    found: true,
    multiple: false,
    property: {
      ...record,
      ...(bpo !== undefined ? { avmValueCents: bpo, avmConfidence: 'HIGH' as const } : {}),
      ...(liens
        ? {
            liens: liens.kept.map((lien) => ({
              position: lien.position,
              lender: lien.holder,
              balanceCents: lien.balanceCents,
              type: lien.type,
            })),
          }
        : {}),
    },
  };
}
