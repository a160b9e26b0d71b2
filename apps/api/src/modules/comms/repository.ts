import type { CommsConsentType } from '@hearth/domain/account';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commsConsents } from './schema';

export interface ConsentAnswer {
  optInOut: 'OPT_IN' | 'OPT_OUT';
  recordedAt: Date;
}

/** Each consent type's latest answer by this identity: the rows are a history, the newest one stands. */
export async function latestAnswers(
  db: Pick<Db, 'select'>,
  identityUuid: string,
): Promise<Map<CommsConsentType, ConsentAnswer>> {
  const rows = await db
    .select({
      consentType: commsConsents.consentType,
      optInOut: commsConsents.optInOut,
      recordedAt: commsConsents.recordedAt,
    })
    .from(commsConsents)
    .where(eq(commsConsents.identityUuid, identityUuid))
    .orderBy(desc(commsConsents.id));
  const answers = new Map<CommsConsentType, ConsentAnswer>();
  for (const row of rows) {
    const type = row.consentType as CommsConsentType;
    if (!answers.has(type)) {
      answers.set(type, { optInOut: row.optInOut as ConsentAnswer['optInOut'], recordedAt: row.recordedAt });
    }
  }
  return answers;
}
