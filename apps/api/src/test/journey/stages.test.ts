import { describe, expect, it } from 'vitest';
import { findApplication } from '../../modules/application/repository';
import { setupTestApp } from '../test-app';
import { injectHttp } from './http';
import { JOURNEY_STAGES, seedJourney } from './stages';

// The seeding the e2e suite starts its tests with (issue 18 item 1), proven on the real routes and jobs: every
// stage lands in its status, and a funded seed has been through every step before it.
const t = await setupTestApp();
const http = injectHttp(t.app);

describe('seeding an application to a stage over HTTP', () => {
  it('takes a new borrower to each stage in turn, as far as a funded line', {
    timeout: 120_000,
  }, async () => {
    const seeded = await seedJourney(http, { stage: 'funded' });
    expect(seeded).toMatchObject({ stage: 'funded', status: 'COMPLETE' });
    expect((await findApplication(t.database.db, seeded.uuid))?.status).toBe('COMPLETE');
    expect(JOURNEY_STAGES.at(-1)).toBe('funded');
  });

  it('stops at the stage asked for, in its status, for the brand asked for', async () => {
    const seeded = await seedJourney(http, { stage: 'income', organization: 'BLUEMESACU' });
    expect(seeded.status).toBe('INCOME_VERIFICATION');
    const row = await findApplication(t.database.db, seeded.uuid);
    expect(row).toMatchObject({ status: 'INCOME_VERIFICATION', organizationCode: 'BLUEMESACU' });
  });

  it('fails at the step that goes another way, naming the status it found', async () => {
    await expect(seedJourney(http, { stage: 'income', persona: { lastName: 'Decline' } })).rejects.toThrow(
      /not OFFER_SELECTION/,
    );
  });
});
