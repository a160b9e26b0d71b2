import { CHAT_PATHS } from '@hearth/domain/chat-api';
import { CONSOLE_API_PATHS } from '@hearth/domain/console';
import { totpCode } from '@hearth/domain/totp';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import { newSandboxStaff, type SandboxStaff, signInToConsoleAs } from '../support/console';
import { brandUrl, expectAccessible, port, STRONG_PASSWORD } from '../support/hearth';
import { openApplication, orgCodeOf, seed, signIn } from '../support/seed';

/**
 * The chat (issue 25) in Chromium by its labels: the chatbot outside a lender's chat hours answering from the
 * knowledge base and the borrower's own application; inside them, a borrower and an agent (a second browser
 * context) exchanging messages and a PDF, and a dropped connection that comes back without losing a message.
 * The e2e server is one process: the two-process delivery is proven on PostgreSQL by
 * apps/api/src/modules/chat/two-processes.test.ts.
 */
const SHOTS = '/tmp/shots/chat';
const api = (path: string) => `http://127.0.0.1:${port()}${path}`;

/** The lender's admin, signed in over HTTP with the one-time code: their console token. */
async function adminOf(brandKey: string): Promise<string> {
  const { email, totpSecret } = await newSandboxStaff('ADMIN', orgCodeOf(brandKey));
  const signedIn = await fetch(api(CONSOLE_API_PATHS.session), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, code: await totpCode(totpSecret) }),
  });
  expect(signedIn.status).toBe(200);
  return ((await signedIn.json()) as { jwt: string }).jwt;
}

/** The lender's chat hours, set by its admin (a brand setting): open around the clock, or closed all week. */
async function setChatHours(jwt: string, open: boolean): Promise<void> {
  const res = await fetch(api(CHAT_PATHS.hours('OPS_CHAT')), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      timeZone: 'America/Chicago',
      week: Array.from({ length: 7 }, (_, i) => ({
        weekdayValue: i + 1,
        isOpen: open,
        startTime: '00:00',
        endTime: '23:59',
      })),
    }),
  });
  expect(res.status).toBe(200);
}

async function startChat(page: Page) {
  const chat = page.getByRole('region', { name: /Chat with/ });
  await expect(chat).toBeVisible(WAIT);
  await chat.getByLabel('Name').fill('Alex Prime');
  await chat.getByLabel('Email').fill('alex.prime@example.com');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible(WAIT);
  return chat;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test.describe('chat', () => {
  test('outside chat hours, the chatbot answers a signed-in borrower from the help and from their application', async ({
    page,
  }) => {
    const brandKey = 'lakeshorecu';
    await setChatHours(await adminOf(brandKey), false);
    const seeded = await seed({ stage: 'offers', brandKey });
    await signIn(page, seeded.jwt);
    // pop-webchat opens the chat at load, and is then removed from the address.
    await page.goto(brandUrl(brandKey, '/dashboard?pop-webchat=1'));
    const chat = page.getByRole('region', { name: /Chat with/ });
    await expect(chat).toBeVisible(WAIT);
    await expect(page).not.toHaveURL(/pop-webchat/);
    await expect(chat.getByText('Our team is away right now: our assistant will answer you.')).toBeVisible(
      WAIT,
    );
    // The form's rules, before anything is sent.
    await chat.getByRole('button', { name: 'Start chat' }).click();
    await expect(chat.getByText('Required')).toBeVisible();
    await startChat(page);
    await expect(chat.getByText('You are chatting with our assistant')).toBeVisible();

    const ask = async (question: string) => {
      await chat.getByRole('textbox', { name: 'Message', exact: true }).fill(question);
      await chat.getByRole('button', { name: 'Send', exact: true }).click();
    };
    await ask('when can I cancel?');
    await expect(chat.getByText(/until midnight of the third business day after you sign/)).toBeVisible(WAIT);
    await ask("what's my next step?");
    // The application is at its offers: the answer is its status and the step router's next page, in words.
    await expect(
      chat.getByText('Your application: Offers ready to choose. Your next step: Choose one of your offers.'),
    ).toBeVisible(WAIT);
    // Feedback on an answer: the reason is required.
    await chat.getByRole('button', { name: 'No', exact: true }).last().click();
    await chat.getByRole('button', { name: 'Send feedback' }).click();
    await expect(chat.getByText('Please select a reason')).toBeVisible();
    await chat.getByLabel('Not specific to my application').check();
    await chat.getByRole('button', { name: 'Send feedback' }).click();
    await expect(chat.getByText('Thanks for your feedback.')).toBeVisible(WAIT);
    await expectAccessible(page);
    await shoot(page, 'chatbot');

    // History after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('region', { name: /Chat with/ }).getByText('when can I cancel?')).toBeVisible(
      WAIT,
    );
  });

  test('inside chat hours, a borrower and an agent exchange messages and a PDF, and a dropped connection loses nothing', async ({
    page,
    browser,
  }) => {
    const brandKey = 'pineconecu';
    const agentStaff = await newSandboxStaff('CHAT_AGENT', orgCodeOf(brandKey));
    await setChatHours(await adminOf(brandKey), true);
    const seeded = await seed({ stage: 'offers', brandKey });
    // The borrower's socket can be dropped by the test, as a phone losing its network would.
    let dropBorrower: (() => Promise<void>) | undefined;
    await page.routeWebSocket(/stream\/socket/, (ws) => {
      const server = ws.connectToServer();
      dropBorrower = async () => {
        await ws.close({ code: 1006 as never, reason: 'network lost' }).catch(() => ws.close());
        await server.close();
      };
    });
    await openApplication(page, seeded, 'product/select');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = await startChat(page);
    await expect(chat.getByText('Waiting for the next person on our team')).toBeVisible(WAIT);
    await chat
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hello, can I send you my statement?');
    await chat.getByRole('button', { name: 'Send', exact: true }).click();

    const agent = await agentPage(browser, agentStaff, brandKey);
    await agent
      .getByRole('button', { name: /Alex Prime/ })
      .first()
      .click();
    await agent.getByRole('button', { name: 'Take this chat' }).click();
    const log = agent.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('Hello, can I send you my statement?')).toBeVisible(WAIT);
    // The borrower's application beside the chat.
    await expect(
      agent.getByRole('complementary', { name: 'Application' }).getByText('Offers ready to choose'),
    ).toBeVisible();
    await agent.getByLabel('Reply').fill('Yes, attach it here.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    await expect(chat.getByText('Yes, attach it here.')).toBeVisible(WAIT);
    await expect(chat.getByText('You are chatting with our team')).toBeVisible();

    await chat.getByLabel('Attach a file').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(log.getByRole('button', { name: /Download statement\.pdf/ })).toBeVisible(WAIT);
    await expectAccessible(page);
    await expectAccessible(agent);
    await shoot(page, 'agent-chat-borrower');
    await shoot(agent, 'agent-console-chat');
    await agent.setViewportSize({ width: 1280, height: 900 });

    // The borrower's connection drops: the alert shows, the agent writes meanwhile, and it arrives on reconnect.
    await dropBorrower?.();
    await expect(chat.getByText('Connection lost. Attempting to reconnect.')).toBeVisible(WAIT);
    await agent.getByLabel('Reply').fill('Got it, thank you.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    await expect(chat.getByText('Got it, thank you.')).toBeVisible(WAIT);
    await expect(chat.getByText('Connection lost. Attempting to reconnect.')).toBeHidden(WAIT);

    // The agent ends the chat: the borrower is offered a new one.
    await agent.getByRole('button', { name: 'End chat' }).click();
    await expect(chat.getByRole('button', { name: 'Start new chat' })).toBeVisible(WAIT);
    await agent.context().close();
  });
});

/**
 * The agent's own browser (decision 0244): they sign in to the lender's console with their password and one-time
 * code, from the old /lender/chat address, and a chat agent's console opens on the chats.
 */
async function agentPage(browser: Browser, staff: SandboxStaff, brandKey: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const agent = await context.newPage();
  await signInToConsoleAs(agent, staff, { brandKey, from: '/lender/chat' });
  await expect(agent.getByRole('heading', { level: 1, name: 'Chats with borrowers' })).toBeVisible(WAIT);
  await expect(agent).toHaveURL(/\/console\/chat$/);
  await expect(
    agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Queue' }),
  ).toHaveCount(0);
  return agent;
}
