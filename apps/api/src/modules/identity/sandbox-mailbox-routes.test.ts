import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { noticeToOwner } from './owner-notices';
import { findIdentity } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const mailbox = (email: string) =>
  t.app.inject({ method: 'GET', url: `${SANDBOX_MAILBOX_PATH}?email=${encodeURIComponent(email)}` });

describe('the sandbox mailbox (issue 21 item 17)', () => {
  it("shows the messages sent to an address, newest first, and nobody else's", async () => {
    const alex = await registeredBorrower(t.app);
    const other = await registeredBorrower(t.app);
    const identity = await findIdentity(t.app.db, alex.identityUuid);
    if (!identity) throw new Error('no identity');
    await noticeToOwner(t.app.db, identity, 'SIGN_IN_PAUSED', { pausedMinutes: 15 });
    await noticeToOwner(t.app.db, identity, 'PASSWORD_CHANGED');

    const res = await mailbox(alex.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json() as SandboxMailbox;
    expect(messages.map((m) => m.kind)).toEqual(['PASSWORD_CHANGED', 'SIGN_IN_PAUSED']);
    expect(messages[0]?.subject).toBe('Your password was changed');
    expect(messages[1]?.body).toContain('15 minutes');

    expect(((await mailbox(other.email)).json() as SandboxMailbox).messages).toEqual([]);
  });

  it('refuses an address that is not one, and does not exist in production', async () => {
    expect((await mailbox('not-an-address')).statusCode).toBe(400);
    const production = await setupTestApp({ env: 'production' });
    const res = await production.app.inject({ method: 'GET', url: `${SANDBOX_MAILBOX_PATH}?email=a%40b.co` });
    expect(res.statusCode).toBe(404);
  });
});
