import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { sampleCodeOf } from '../../apps/api/src/test/journey/e-sign-sample';

/**
 * The E-SIGN consent's reasonable demonstration as a person makes it (decision 0202): the sample PDF downloaded, the
 * code printed in it read from the file, typed in and checked. On start/app-summary and the signer's identity page.
 */
export async function openESignSample(page: Page): Promise<void> {
  const check = page.getByRole('region', { name: 'Check that you can open our documents' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    check.getByRole('button', { name: 'Download the sample document (PDF)' }).click(),
  ]);
  const file = await readFile(await download.path());
  await check.getByLabel(/Code from the sample document/).fill(sampleCodeOf(file));
  await check.getByRole('button', { name: 'Check the code' }).click();
  await expect(check.getByText(/Done: you opened our sample document/)).toBeVisible();
}
