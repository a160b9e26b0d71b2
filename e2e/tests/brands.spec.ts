import { expect, test } from '@playwright/test';
import { PARTNER_BRANDS } from '../../apps/api/src/modules/organizations/brand-registry';
import { brandUrl } from '../support/hearth';

type DataBlock = {
  orgCode: string;
  orgMetaData: { companyInfo: { companyName: string; supportPhone: string; logoUrl: string } };
};

async function readDataBlock(page: import('@playwright/test').Page): Promise<DataBlock> {
  const json = await page.locator('script#private-label-data').textContent();
  return JSON.parse(json ?? '{}') as DataBlock;
}

test.describe('white label', () => {
  // Two distinct lenders (some brands are channels of one lender and share its name).
  const first = PARTNER_BRANDS[0];
  const second = PARTNER_BRANDS.find((brand) => first && !brand.companyName.includes(first.companyName));
  if (!first || !second) throw new Error('the brand registry needs at least two partners');

  for (const brand of [first, second]) {
    test(`${brand.brandKey}.localhost shows ${brand.companyName}'s logo, phone and name`, async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.brandKey, '/auth/login'));
      const data = await readDataBlock(page);
      expect(data.orgCode).toBe(brand.orgCode);
      const info = data.orgMetaData.companyInfo;
      expect(info.companyName).toBe(brand.companyName);

      await expect(page).toHaveTitle(new RegExp(brand.companyName));
      const logo = page.locator(`img[src="${info.logoUrl}"]`).first();
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText(info.supportPhone).first()).toBeVisible();
      await expect(page.getByText(brand.companyName).first()).toBeVisible();
    });
  }

  test('two brands never show each other', async ({ page }) => {
    await page.goto(brandUrl(first.brandKey, '/auth/login'));
    await expect(page.getByText(second.companyName)).toHaveCount(0);
    await page.goto(brandUrl(second.brandKey, '/auth/login'));
    await expect(page.getByText(first.companyName)).toHaveCount(0);
  });

  test('the org query parameter chooses the brand on the main host', async ({ page }) => {
    await page.goto(brandUrl(null, `/auth/login?org=${second.orgCode}`));
    expect((await readDataBlock(page)).orgCode).toBe(second.orgCode);
    await expect(page.getByText(second.companyName).first()).toBeVisible();
  });

  test('legal pages and the footer carry the spec disclosures', async ({ page }) => {
    await page.goto(brandUrl(first.brandKey, '/privacy'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('$15,000');
    await expect(footer).toContainText('$400,000');
    await expect(footer).toContainText('7.60%');
    await expect(footer).toContainText('17.20%');
    await expect(footer).toContainText('4.99%');
  });

  test('the legacy register path keeps its query on the way to the new one', async ({ page }) => {
    const response = await page.request.get(brandUrl(null, '/account/register?org=X&utm_source=mail'), {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/account/heloc/register?org=X&utm_source=mail');
  });

  test('an unknown page shows the shell, not a server error', async ({ page }) => {
    const response = await page.goto(brandUrl(null, '/no-such-page'));
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
