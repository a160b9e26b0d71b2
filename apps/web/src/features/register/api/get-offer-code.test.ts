import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOfferCode } from '@/features/register/api/get-offer-code';
import { DATA_BLOCK_ID } from '@/lib/brand/private-label-data';
import { privateLabelDataFixture } from '@/testing/brand-fixture';
import { jsonResponse } from '@/testing/render-app';

const letter = {
  offerCode: 'PORCH2026',
  firstName: 'Alex',
  lastName: 'Prime',
  street1: '1400 Happy Path Ln',
  street2: '',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  inHomeDate: '2026-01-05',
  respondByDate: '2099-12-31',
};

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(letter));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(DATA_BLOCK_ID)?.remove();
});

describe('getOfferCode', () => {
  it("asks for the code among this page's lender's mailings (x-org header)", async () => {
    const block = document.createElement('script');
    block.id = DATA_BLOCK_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({ ...privateLabelDataFixture(), orgCode: 'PORCHLIGHT' });
    document.head.append(block);
    const fetch = stubFetch();
    expect(await getOfferCode('PORCH2026')).toMatchObject({ offerCode: 'PORCH2026' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/service-application/external/api/v1/offercode/PORCH2026');
    expect(new Headers(init?.headers).get('x-org')).toBe('PORCHLIGHT');
  });

  it('leaves the lender to the host when the page carries no brand data', async () => {
    const fetch = stubFetch();
    await getOfferCode('HAPPY2026');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('x-org')).toBe(false);
  });
});
