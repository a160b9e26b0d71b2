import { MESSAGES } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { helocApplications } from './schema';
import { createApplication, createBody } from './test-helpers';

/** Issue 8, defect 4: names in any alphabet, O'Brien, and a maximum length on every free-text field. */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Body = ReturnType<typeof createBody>;

async function create(edit: (body: Body) => void) {
  const borrower = await registeredBorrower(t.app);
  const body = createBody();
  edit(body);
  return { borrower, res: await createApplication(t.app, borrower.jwt, body) };
}

async function rowsOf(identityUuid: string) {
  return t.database.db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.identityUuid, identityUuid));
}

describe('create HELOC: names and text limits', () => {
  it.each([
    [
      'first name',
      (b: Body) => {
        b.profileRequest.firstName = 'a'.repeat(10_000);
      },
      MESSAGES.firstNameMaxLength,
    ],
    [
      'last name',
      (b: Body) => {
        b.profileRequest.lastName = 'a'.repeat(10_000);
      },
      MESSAGES.lastNameMaxLength,
    ],
    [
      'middle name',
      (b: Body) => {
        b.profileRequest.middleName = 'a'.repeat(51);
      },
      MESSAGES.middleNameMaxLength,
    ],
    [
      'street',
      (b: Body) => {
        b.propertyRequest.street1 = `1 ${'a'.repeat(200)} St`;
      },
      MESSAGES.streetMaxLength,
    ],
    [
      'city',
      (b: Body) => {
        b.propertyRequest.city = 'a'.repeat(51);
      },
      MESSAGES.cityMaxLength,
    ],
    [
      'e-mail',
      (b: Body) => {
        b.profileRequest.email = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`;
      },
      MESSAGES.emailMaxLength,
    ],
  ])('refuses a too-long %s with 400 and the message, creating nothing', async (_field, edit, message) => {
    const { borrower, res } = await create(edit);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(res.body).toContain(message);
    expect(await rowsOf(borrower.identityUuid)).toEqual([]);
  });

  it.each([
    ['a UTM value', (b: Body) => Object.assign(b, { utmParameters: { utm_source: 'x'.repeat(501) } }), 500],
    ['a referral id', (b: Body) => Object.assign(b, { referralId: 'x'.repeat(101) }), 100],
    ['an offer code', (b: Body) => Object.assign(b, { offerCode: 'x'.repeat(101) }), 100],
  ])('bounds %s too', async (_field, edit, max) => {
    const { borrower, res } = await create(edit);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(MESSAGES.textMaxLength(max));
    expect(await rowsOf(borrower.identityUuid)).toEqual([]);
  });

  it('refuses characters that are not letters', async () => {
    const { res } = await create((b) => {
      b.profileRequest.firstName = 'J<script>';
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MESSAGES.unsupportedCharacters);
  });

  it('takes names in any alphabet, stored in NFC with the ASCII apostrophe', async () => {
    const { borrower, res } = await create((b) => {
      b.profileRequest.firstName = 'Zo\u0065\u0308';
      b.profileRequest.middleName = 'Nguyễn';
      b.profileRequest.lastName = 'O\u2019Brien-Müller';
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rowsOf(borrower.identityUuid);
    expect(row).toMatchObject({ firstName: 'Zoë', middleName: 'Nguyễn', lastName: "O'Brien-Müller" });
  });

  it('takes a suffix from the spec list only, and a refused one creates nothing (found by the fuzz suite)', async () => {
    const refused = await create((b) => {
      b.profileRequest.suffix = '<3`0g=}' as Body['profileRequest']['suffix'];
    });
    expect(refused.res.statusCode, refused.res.body).toBe(400);
    expect(await rowsOf(refused.borrower.identityUuid)).toEqual([]);
    const taken = await create((b) => {
      b.profileRequest.suffix = 'JR';
    });
    expect(taken.res.statusCode, taken.res.body).toBe(201);
  });
});
