import { privateLabelDataSchema } from '@hearth/domain/brands';
import { isValidLei } from '@hearth/domain/hmda-lar';
import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, toPrivateLabelData } from './brand-registry';
import { sandboxLei } from './sandbox-lei';

describe("each lender's LEI (decision 0199)", () => {
  it('gives every brand a syntactically valid LEI, one per legal lender, shared by its channels', () => {
    for (const brand of ALL_BRANDS) {
      expect(isValidLei(brand.lei), `${brand.orgCode} ${brand.lei}`).toBe(true);
      expect(brand.lei).toBe(sandboxLei(brand.canonicalOrgCode));
      const data = toPrivateLabelData(brand, 'https://example.test');
      expect(data.orgMetaData.companyInfo.lei).toBe(brand.lei);
      expect(privateLabelDataSchema.safeParse(data).success, brand.orgCode).toBe(true);
    }
    const lenders = new Map(ALL_BRANDS.map((brand) => [brand.canonicalOrgCode, brand.lei]));
    expect(new Set(lenders.values()).size).toBe(lenders.size);
    const summit = ALL_BRANDS.filter((brand) => brand.canonicalOrgCode === 'SUMMITCU').map((b) => b.lei);
    expect(summit.length).toBeGreaterThan(1);
    expect(new Set(summit).size).toBe(1);
  });
});
