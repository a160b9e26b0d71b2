import { type EcoaAgencyCode, postalAddressLines } from '@hearth/domain/brands';
import { ECOA_AGENCIES, ecoaAgencyLine } from '@hearth/domain/ecoa-agencies';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { PARTNER_BRANDS } from '../organizations/brand-registry';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

async function declinedUnder(organization: string) {
  const res = await register(
    t.app,
    { email: uniqueEmail('decline'), password: STRONG_PASSWORD, phoneNumber: '(555) 555-0123' },
    { organization },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { jwt } = res.json() as { jwt: string };
  const created = await createApplication(t.app, jwt, createBody({ lastName: 'Decline' }));
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { uuid: string }).uuid;
  expect(await settledStatus(t.app, jwt, uuid)).toBe('DECLINED');
  return t.app.inject({
    url: `/service-application/api/v1/application/heloc/${uuid}/adverse-action`,
    headers: bearer(jwt),
  });
}

describe('adverse-action notice creditor', () => {
  it("prints the lender's legal name and mailing address from brand data", async () => {
    const brand = PARTNER_BRANDS.find((b) => b.orgCode === 'PORCHLIGHT');
    if (!brand) throw new Error('PORCHLIGHT is missing from the brand registry');
    const res = await declinedUnder('PORCHLIGHT');
    expect(res.statusCode).toBe(200);
    const notice = res.json() as {
      creditor: { name: string; address: Record<string, string>; phone: string };
      text: string;
    };
    expect(notice.creditor).toMatchObject({
      name: 'Porchlight Mortgage, LLC',
      address: brand.mailingAddress,
    });
    const [street, city] = postalAddressLines(brand.mailingAddress);
    expect(notice.text).toContain(`Creditor: Porchlight Mortgage, LLC, ${street}, ${city}, `);
    // The old placeholder (a support e-mail where the address belongs) is gone.
    expect(notice.text).not.toContain('Attn: Credit Decisions');
  });
});

describe('adverse-action notice ECOA agency', () => {
  // One lender of each kind, through the real create -> pre-qualification -> decline path.
  it.each([
    ['SUMMITCU', 'NCUA'], // a state-chartered, federally insured credit union
    ['BAYLEAFCU', 'NCUA'], // a federal credit union
    ['OAKMONTBANK', 'OCC'], // a national bank
    ['MERIDIANBANK', 'FRB'], // a state member bank
    ['FIRSTHARVEST', 'FDIC'], // a state non-member bank
    ['LIBERTYSQ', 'CFPB'], // a national bank over $10 billion in assets
    ['PORCHLIGHT', 'CFPB'], // a mortgage company
  ] as [string, EcoaAgencyCode][])("names %s's agency, the %s, on its decline notice", async (org, code) => {
    const res = await declinedUnder(org);
    expect(res.statusCode).toBe(200);
    const notice = res.json() as { ecoaAgency: { code: string }; ecoaNotice: string; text: string };
    const agency = ECOA_AGENCIES[code];
    expect(notice.ecoaAgency).toEqual(agency);
    const sentence = `The Federal agency that administers compliance with this law concerning this creditor is the ${ecoaAgencyLine(agency)}.`;
    expect(notice.ecoaNotice).toContain(sentence);
    expect(notice.text).toContain(sentence);
    for (const other of Object.values(ECOA_AGENCIES).filter((a) => a.code !== code)) {
      expect(notice.text).not.toContain(ecoaAgencyLine(other));
    }
  });
});
