import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import { canMove, OPENING_PATH, STATUS_ACTORS } from '@hearth/domain/status-machine';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { demonstrateJourneyESign } from '../../test/journey/steps';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { selectFirstOffer } from '../app-start/test-helpers';
import { statusHistory } from './repository';
import { createApplication, createBody, settledStatus } from './test-helpers';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** An UPDATE of heloc_applications whose SET names the status column. */
function writesStatus(source: string): boolean {
  const updates = source.matchAll(/\.update\(helocApplications\)\s*\.set\(([\s\S]{0,800}?)\.where\(/g);
  return [...updates].some((match) => /\bstatus\s*:/.test(match[1] ?? ''));
}

describe('one status writer', () => {
  it('no server code but status-moves.ts sets an application status in an UPDATE', () => {
    const writers = sourceFiles(SRC)
      .filter((path) => writesStatus(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(writers).toEqual(['modules/application/status-moves.ts']);
  });
});

describe('the audit trail of a real journey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  it('opens with the machine opening path and every later row is a move the machine lists', async () => {
    const borrower = await registeredBorrower(t.app);
    const headers = bearer(borrower.jwt);
    const created = await createApplication(t.app, borrower.jwt, createBody({ lastName: 'Nomatch' }));
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('CREDIT_NO_MATCH');
    await t.app.inject({
      method: 'POST',
      url: `/service-application/api/v1/application/heloc/${uuid}/ssn`,
      headers,
      payload: { ssn: '123-45-6789' },
    });
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    expect((await selectFirstOffer(t.app, headers, uuid)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: APP_START_API_PATHS.hmda(uuid),
      headers,
      payload: { ethnicity: { declined: true }, race: { declined: true }, sex: { declined: true } },
    });
    const summary = (
      await t.app.inject({ method: 'GET', url: APP_START_API_PATHS.summary(uuid), headers })
    ).json() as {
      disclosures: { type: string; version: string; sha256: string }[];
    };
    await demonstrateJourneyESign(injectHttp(t.app), headers, uuid, 'BORROWER');
    const accept = await t.app.inject({
      method: 'POST',
      url: APP_START_API_PATHS.acceptDisclosures(uuid),
      headers,
      payload: {
        accepted: summary.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })),
      },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const history = await statusHistory(t.database.db, uuid);
    expect(history.slice(0, 2).map((h) => h.toStatus)).toEqual([...OPENING_PATH]);
    expect(history[0]?.fromStatus).toBeNull();
    for (const row of history.slice(1)) {
      const legal = STATUS_ACTORS.some((actor) => canMove(row.fromStatus ?? '', row.toStatus, actor));
      expect(legal, `${row.fromStatus} -> ${row.toStatus}`).toBe(true);
      expect(row.reason.length).toBeGreaterThan(0);
    }
    expect(history.map((h) => h.toStatus)).toContain('HARD_CREDIT_PULL');
  });
});
