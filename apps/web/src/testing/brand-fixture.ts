import type { PrivateLabelData } from '@hearth/domain/brands';

/** A partner brand as the server would render it into the data block. */
export function privateLabelDataFixture(
  overrides: Partial<PrivateLabelData['orgMetaData']['companyInfo']> = {},
) {
  return {
    baseUrl: 'http://harbor.localhost:8080',
    canonicalOrgCode: 'HARBOR',
    orgBrand: 'harbor',
    orgCode: 'HARBOR',
    orgMetaData: {
      companyInfo: {
        companyName: 'Harbor Mortgage Co.',
        supportPhone: '(800) 555-0199',
        supportEmail: 'help@harbor.example',
        logoUrl: '/cdn/brands/harbor/logo.svg',
        colors: { primary: '#0b5394', primaryContrast: '#ffffff', accent: '#f1c232' },
        nmls: '123456',
        partnerType: 'MORTGAGE_COMPANY',
        ...overrides,
      },
      products: { heloc: { enabled: true } },
    },
  } satisfies PrivateLabelData;
}
