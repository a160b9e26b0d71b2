import { NOTARY_API_PATHS, type NotaryView } from '@hearth/domain/notary';
import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { describe, expect, it, vi } from 'vitest';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import {
  endJourneyRescission,
  journeyClock,
  moveJourneyClockTo,
  signJourneyDeed,
  signJourneyDocuments,
  waitForStatus,
} from '../../test/journey/steps';
import { setupTestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { generateDocuments } from '../documents/service';
import { entriesOf } from '../funding/deps';
import { mailDrawSent } from '../funding/draw';
import { mailBorrowerNotaryBooked, remindNotaryAppointments } from '../notary/borrower-mail';
import type { NotaryDeps } from '../notary/deps';

/**
 * Issue 21 item 17 (decision 0204): the borrower's e-mails along the closing, read as a tester reads them in the
 * sandbox mailbox: the documents ready, the notary booked (in the home's time zone) and its reminder, the money on its
 * way; each once, however often its job or request runs again.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);

async function mailbox(email: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${SANDBOX_MAILBOX_PATH}?email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SandboxMailbox).messages;
}
const ofKind = async (email: string, kind: string) => (await mailbox(email)).filter((m) => m.kind === kind);

/** What the notary's reminder sweep needs: the database, the application's clock and the brand. */
const notaryDeps = {
  db: t.database.db,
  now: () => t.app.vendors.clock.now(),
  onClockOf: (uuid: string, work: () => Promise<unknown>) => t.app.vendors.clock.run(uuid, work),
  organization: (orgCode: string) => t.app.organizations.registry.byCode(orgCode),
} as unknown as NotaryDeps;

describe('the borrower is e-mailed at each step of the closing (issue 21 item 17)', {
  timeout: 180_000,
}, () => {
  it('documents ready, notary booked and reminded, money on its way: each once, with what happens next and a link', async () => {
    const app = await seedJourney(http, { stage: 'documents' });
    const site = t.app.organizations.registry.byCode('HEARTH')?.baseUrl ?? '';
    expect(site).toMatch(/^https:\/\//);

    // The documents job made the move to NOTE_SIGNING and then e-mails: one e-mail; the job run again sends no more.
    await vi.waitFor(async () => expect(await ofKind(app.email, 'DOCUMENTS_READY')).not.toEqual([]), {
      timeout: 10_000,
      interval: 50,
    });
    const [ready, ...moreReady] = await ofKind(app.email, 'DOCUMENTS_READY');
    expect(moreReady).toEqual([]);
    expect(ready?.subject).toMatch(/your documents are ready to sign/);
    expect(ready?.body).toContain('What happens next');
    expect(ready?.body).toContain(`${site}/account/heloc/${app.uuid}/signing/intro`);
    await generateDocuments(t.app.documents.deps, app.uuid);
    expect(await ofKind(app.email, 'DOCUMENTS_READY')).toHaveLength(1);

    // Signed; a slot more than a day ahead booked: the booking's e-mail in the home's time zone (Pacific here).
    await signJourneyDocuments(http, app, 'Alex Prime');
    const notary = await waitForStatus(http, app, 'NOTARY_DISCLOSURE');
    const now = await journeyClock(http, app);
    const view = (
      await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(app.uuid), headers: app.headers })
    ).json() as NotaryView;
    const slot = view.slots.find((s) => Date.parse(s) - now.getTime() > 26 * 3_600_000) ?? '';
    expect(slot, notary).not.toBe('');
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: NOTARY_API_PATHS.book(app.uuid),
        headers: app.headers,
        payload: { startsAt: slot },
      });
    expect((await book()).statusCode).toBe(200);
    expect((await book()).statusCode).toBe(200);
    await mailBorrowerNotaryBooked(notaryDeps, app.uuid);
    const booked = await ofKind(app.email, 'NOTARY_BOOKED');
    expect(booked).toHaveLength(1);
    const pacific = new Date(slot).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Los_Angeles',
      timeZoneName: 'short',
    });
    expect(booked[0]?.subject).toContain(pacific);
    expect(booked[0]?.body).toContain('What happens next');
    expect(booked[0]?.body).toContain(`${site}/account/heloc/${app.uuid}/notary/intro`);

    // No reminder two days ahead; one once the session is less than a day away; the sweep again sends no other.
    expect(await remindNotaryAppointments(notaryDeps)).toBe(0);
    await moveJourneyClockTo(http, app, new Date(Date.parse(slot) - 3 * 3_600_000).toISOString());
    expect(await remindNotaryAppointments(notaryDeps)).toBe(1);
    expect(await remindNotaryAppointments(notaryDeps)).toBe(0);
    const reminders = await ofKind(app.email, 'NOTARY_REMINDER');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^.+: reminder: your notary session is .+ P[SD]T$/);

    // The deed signed, the right to cancel over, the draw sent: the money is on its way, once.
    await signJourneyDeed(http, app, slot);
    await waitForStatus(http, app, 'RESCISSION');
    await endJourneyRescission(http, app, 5);
    await waitForStatus(http, app, 'COMPLETE', 90_000);
    await vi.waitFor(async () => expect(await ofKind(app.email, 'DRAW_SENT')).not.toEqual([]), {
      timeout: 10_000,
      interval: 50,
    });
    const sent = await ofKind(app.email, 'DRAW_SENT');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/your money is on its way/);
    expect(sent[0]?.body).toMatch(
      /We sent your initial draw of \$[\d,]+\.\d\d to your account ending in \d{4}\. It should arrive on /,
    );
    expect(sent[0]?.body).toContain(`${site}/account/heloc/${app.uuid}/complete`);
    // The funding job run again over the same entry (a retry after a crash) sends nothing more.
    const row = await findApplication(t.database.db, app.uuid);
    const [entry] = await entriesOf(t.database.db, app.uuid);
    if (!row || !entry) throw new Error('no entry');
    await mailDrawSent(t.app.funding.deps, row, entry);
    expect(await ofKind(app.email, 'DRAW_SENT')).toHaveLength(1);
  });
});
