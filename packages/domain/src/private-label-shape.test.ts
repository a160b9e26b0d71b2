import { describe, expect, it } from 'vitest';
import { type PrivateLabelData, privateLabelDataSchema } from './brands';
import { isPrivateLabelData } from './private-label-shape';

const valid: PrivateLabelData = {
  baseUrl: 'http://localhost:8080',
  canonicalOrgCode: 'HEARTH',
  orgBrand: 'hearth',
  orgCode: 'HEARTH',
  orgMetaData: {
    companyInfo: {
      companyName: 'Hearth Home Lending',
      supportPhone: '(888) 555-0142',
      supportEmail: 'support@hearth.example',
      logoUrl: '/cdn/brands/hearth/logo.svg',
      colors: { primary: '#1f3a5f', primaryContrast: '#ffffff', accent: '#2f6f5e' },
      nmls: '2102345',
      partnerType: 'DIRECT',
    },
    products: {
      heloc: {
        enabled: true,
        eligibleStates: ['CA', 'NY'],
        referrerRequired: false,
        forSaleLookbackMonths: 6,
        hawaiiPartner: { name: 'Aloha Kai Home Lending', url: 'https://heloc.alohakaihomelending.example/' },
      },
    },
  },
};

type Mutation = [string, (d: PrivateLabelData) => unknown];
const info = (d: PrivateLabelData) => d.orgMetaData.companyInfo as Record<string, unknown>;
const heloc = (d: PrivateLabelData) => d.orgMetaData.products.heloc as Record<string, unknown>;

// Each makes the block invalid for the schema; the zod-free check must refuse it too where the web app reads it.
const broken: Mutation[] = [
  ['no orgCode', (d) => delete (d as Partial<PrivateLabelData>).orgCode],
  ['empty company name', (d) => (info(d).companyName = '')],
  ['no support phone', (d) => delete info(d).supportPhone],
  [
    'colors not hex',
    (d) => (info(d).colors = { primary: 'blue', primaryContrast: '#ffffff', accent: '#000000' }),
  ],
  ['no colors', (d) => delete info(d).colors],
  ['products not an object', (d) => ((d.orgMetaData as Record<string, unknown>).products = [])],
  ['product without enabled', (d) => delete heloc(d).enabled],
  ['eligible states not a list', (d) => (heloc(d).eligibleStates = 'CA')],
  ['referrerRequired not boolean', (d) => (heloc(d).referrerRequired = 'yes')],
  ['hawaii partner without name', (d) => (heloc(d).hawaiiPartner = { url: 'https://x.example' })],
  ['nmls a number', (d) => (info(d).nmls = 2102345)],
];

describe('isPrivateLabelData', () => {
  it('accepts a block the schema accepts', () => {
    expect(privateLabelDataSchema.safeParse(valid).success).toBe(true);
    expect(isPrivateLabelData(valid)).toBe(true);
    expect(isPrivateLabelData({ ...valid, orgMetaData: { ...valid.orgMetaData, products: {} } })).toBe(true);
  });

  it.each(broken)('refuses a block with %s, as the schema does', (_, mutate) => {
    const data = JSON.parse(JSON.stringify(valid)) as PrivateLabelData;
    mutate(data);
    expect(privateLabelDataSchema.safeParse(data).success).toBe(false);
    expect(isPrivateLabelData(data)).toBe(false);
  });

  it.each([null, 'HEARTH', [], 42])('refuses %j', (value) => {
    expect(isPrivateLabelData(value)).toBe(false);
  });
});
