import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { encryptField } from '../../db/field-crypto';
import { registeredBorrower, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, insertApplication, statusHistory } from '../application/repository';
import { identities } from '../identity/schema';
import { runPrequal } from './prequal';
import { sandboxProviders } from './providers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** An application committed without a job, as if the process died right after the create's commit. */
async function orphanApplication(lastName: string, identityUuid?: string) {
  const borrower = identityUuid ? { identityUuid } : await registeredBorrower(t.app);
  return insertApplication(
    t.database.db,
    {
      identityUuid: borrower.identityUuid,
      organizationCode: 'HEARTH',
      status: 'WAITING_FOR_SOFT_CREDIT',
      firstName: 'Alex',
      lastName,
      dobEncrypted: encryptField(t.config.encryptionKey, '1980-04-12'),
      email: 'alex@example.com',
      phoneNumber: '5555550123',
      propertyStreet1: '1400 Happy Path Ln',
      propertyCity: 'Sacramento',
      propertyState: 'CA',
      propertyZip: '95814',
      occupancyType: 'HOME',
      listedForSale: false,
      incomeCents: 150_000_00,
      employmentType: 'FULL_TIME',
    },
    { statuses: ['GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT'], reason: 'test' },
  );
}

function deps() {
  return {
    db: t.database.db,
    encryptionKey: t.config.encryptionKey,
    organization: (code: string) => t.app.organizations.registry.byCode(code),
    providers: sandboxProviders(),
    now: () => new Date(),
    log: t.app.log,
  };
}

describe('pre-qualification pipeline', () => {
  it('re-running a finished pipeline changes nothing and writes no more history', async () => {
    const row = await orphanApplication('Prime');
    expect(await runPrequal(deps(), row.uuid)).toBe('OFFER_SELECTION');
    const before = await statusHistory(t.database.db, row.uuid);
    expect(await runPrequal(deps(), row.uuid)).toBe('OFFER_SELECTION');
    expect(await statusHistory(t.database.db, row.uuid)).toEqual(before);
    expect(before.map((h) => h.toStatus)).toEqual([
      'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
    ]);
  });

  it("gives the early disclosure before the soft pull, the decision's notices after it, and blocks the pull on a failed disclosure (decision 0200)", async () => {
    const row = await orphanApplication('Prime');
    const calls: string[] = [];
    const providers = sandboxProviders();
    const bureau = providers.creditBureau;
    const watched = {
      ...providers,
      creditBureau: {
        softPull: async (request: Parameters<typeof bureau.softPull>[0]) => {
          calls.push('soft pull');
          return bureau.softPull(request);
        },
        hardPull: (request: Parameters<typeof bureau.hardPull>[0]) => bureau.hardPull(request),
      },
    };
    const notices = {
      beforeSoftPull: async () => {
        calls.push('early disclosure');
      },
      afterPrequal: async () => {
        calls.push('decision notices');
      },
    };
    expect(await runPrequal({ ...deps(), providers: watched, notices }, row.uuid)).toBe('OFFER_SELECTION');
    expect(calls).toEqual(['early disclosure', 'soft pull', 'decision notices']);

    // A disclosure that could not be given stops the job before the pull: its retry starts again from there.
    const other = await orphanApplication('Prime');
    calls.length = 0;
    const failing = {
      ...notices,
      beforeSoftPull: async () => {
        throw new Error('storage unavailable');
      },
    };
    await expect(runPrequal({ ...deps(), providers: watched, notices: failing }, other.uuid)).rejects.toThrow(
      'storage unavailable',
    );
    expect(calls).toEqual([]);
    expect((await findApplication(t.database.db, other.uuid))?.status).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('two concurrent runs of the same application move it once', async () => {
    const row = await orphanApplication('Nearprime');
    const results = await Promise.all([runPrequal(deps(), row.uuid), runPrequal(deps(), row.uuid)]);
    expect(results).toEqual(['OFFER_SELECTION', 'OFFER_SELECTION']);
    const history = await statusHistory(t.database.db, row.uuid);
    expect(history.filter((h) => h.toStatus === 'OFFER_SELECTION')).toHaveLength(1);
  });

  it('a restarted server finishes applications left waiting without a job', async () => {
    const row = await orphanApplication('Prime');
    const restarted = await buildApp(t.config, { database: t.database });
    await restarted.ready();
    try {
      const deadline = Date.now() + 10_000;
      let status = (await findApplication(t.database.db, row.uuid))?.status;
      while (status?.startsWith('WAITING_FOR') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await findApplication(t.database.db, row.uuid))?.status;
      }
      expect(status).toBe('OFFER_SELECTION');
    } finally {
      await restarted.close();
    }
  });

  it('twenty applications queued together all reach offers within 5 s (about 10 s when one job ran per half-second poll)', async () => {
    const rows = [];
    for (let i = 0; i < 20; i++) {
      // One open application per borrower; borrowers inserted directly, a registration hashes a password each.
      const [identity] = await t.database.db
        .insert(identities)
        .values({
          email: uniqueEmail('burst'),
          passwordHash: 'unused',
          phoneNumber: '5555550123',
          organizationCode: 'HEARTH',
        })
        .returning({ uuid: identities.uuid });
      rows.push(await orphanApplication('Prime', identity?.uuid));
    }
    const started = performance.now();
    await Promise.all(rows.map((row) => t.app.pipeline.enqueue(row.uuid)));
    const deadline = started + 5000;
    let waiting = rows.length;
    while (waiting > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const statuses = await Promise.all(rows.map((row) => findApplication(t.database.db, row.uuid)));
      waiting = statuses.filter((row) => row?.status.startsWith('WAITING_FOR')).length;
    }
    expect(waiting).toBe(0);
    for (const row of rows) {
      const history = await statusHistory(t.database.db, row.uuid);
      expect(history.filter((h) => h.toStatus === 'OFFER_SELECTION')).toHaveLength(1);
    }
  });
});
