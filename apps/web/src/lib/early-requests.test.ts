import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { LINE_CHANGE_API_PATHS } from '@hearth/domain/borrower-notices';
import { DOCUMENT_API_PATHS } from '@hearth/domain/documents';
import { FUNDING_API_PATHS } from '@hearth/domain/funding';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { CONDITIONS_API_PATHS } from '@hearth/domain/identity-verification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@/config/paths';
import {
  EARLY_ANSWER_LIFETIME_MS,
  earlyReadsFor,
  startEarlyRequests,
  takeEarlyRequest,
} from '@/lib/early-requests';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(new URL(input, 'http://localhost').pathname);
      return jsonResponse({ applications: [] });
    }),
  );
  return urls;
}

describe('early requests (decisions 0098, 0265)', () => {
  it("starts the signed-in dashboard's reads at once and hands each answer over once", async () => {
    const urls = stubFetch();
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    startEarlyRequests('/dashboard/');
    expect(urls.sort()).toEqual([apiPaths.profile(), HELOC_API_PATHS.allApplications].sort());
    await expect(takeEarlyRequest(HELOC_API_PATHS.allApplications)).resolves.toEqual({ applications: [] });
    expect(takeEarlyRequest(HELOC_API_PATHS.allApplications)).toBeUndefined();
    expect(takeEarlyRequest(apiPaths.profile())).toBeDefined();
  });

  it('starts nothing without a token or on another page', () => {
    const urls = stubFetch();
    startEarlyRequests('/dashboard');
    startEarlyRequests(`/account/heloc/${UUID}/complete`);
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    startEarlyRequests('/auth/login');
    startEarlyRequests(`/account/heloc/${UUID}/signing/sign`);
    expect(urls).toEqual([]);
    expect(takeEarlyRequest(apiPaths.profile())).toBeUndefined();
  });

  it("reads an application page's frame and its page's first reads", () => {
    const frame = [
      HELOC_API_PATHS.application(UUID),
      CONDITIONS_API_PATHS.externalApplicants(UUID),
      apiPaths.profile(),
    ];
    expect(earlyReadsFor(`/account/heloc/${UUID}/product/select`)).toEqual([
      ...frame,
      HELOC_API_PATHS.offers(UUID),
    ]);
    expect(earlyReadsFor(`/account/heloc/${UUID}/document/disclosures/`)).toEqual([
      ...frame,
      DOCUMENT_API_PATHS.documents(UUID),
    ]);
    expect(earlyReadsFor(`/account/heloc/${UUID}/complete`)).toEqual([
      ...frame,
      DOCUMENT_API_PATHS.documents(UUID),
      FUNDING_API_PATHS.line(UUID),
      LINE_CHANGE_API_PATHS.standing(UUID),
    ]);
  });

  it('reads nothing for an address whose id is not an application id, or for a page it does not know', () => {
    expect(earlyReadsFor('/account/heloc/not-an-id/complete')).toEqual([]);
    expect(earlyReadsFor('/account/heloc/..%2F..%2Fprofile/complete')).toEqual([]);
    expect(earlyReadsFor(`/account/heloc/${UUID}`)).toEqual([]);
    expect(earlyReadsFor(`/account/heloc/${UUID}/product/select/confirm`)).toEqual([]);
    expect(earlyReadsFor('/account/heloc/register-v2')).toEqual([]);
  });

  it('drops an answer nobody took in time, so a later read sees the data as it is then', async () => {
    const urls = stubFetch();
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    let now = 1_000;
    startEarlyRequests(`/account/heloc/${UUID}/complete`, () => now);
    expect(urls).toHaveLength(6);
    now += EARLY_ANSWER_LIFETIME_MS;
    await expect(takeEarlyRequest(HELOC_API_PATHS.application(UUID), () => now)).resolves.toEqual({
      applications: [],
    });
    now += 1;
    expect(takeEarlyRequest(FUNDING_API_PATHS.line(UUID), () => now)).toBeUndefined();
    expect(takeEarlyRequest(FUNDING_API_PATHS.line(UUID), () => now)).toBeUndefined();
  });
});

describe('the first document on document/disclosures', () => {
  it("asks for the first document's words as soon as the list names it, and hands them over once", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://localhost').pathname;
        urls.push(path);
        if (path === DOCUMENT_API_PATHS.documents(UUID))
          return jsonResponse({ documents: [{ id: 'doc-1' }, { id: 'doc-2' }] });
        return jsonResponse({ paragraphs: [] });
      }),
    );
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    startEarlyRequests(`/account/heloc/${UUID}/document/disclosures`);
    await takeEarlyRequest(DOCUMENT_API_PATHS.documents(UUID));
    await vi.waitFor(() => expect(urls).toContain(DOCUMENT_API_PATHS.document(UUID, 'doc-1')));
    expect(urls).not.toContain(DOCUMENT_API_PATHS.document(UUID, 'doc-2'));
    await expect(takeEarlyRequest(DOCUMENT_API_PATHS.document(UUID, 'doc-1'))).resolves.toEqual({
      paragraphs: [],
    });
    expect(takeEarlyRequest(DOCUMENT_API_PATHS.document(UUID, 'doc-1'))).toBeUndefined();
  });

  it('asks for no words when the list is empty', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(new URL(input, 'http://localhost').pathname);
        return jsonResponse({ documents: [] });
      }),
    );
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    startEarlyRequests(`/account/heloc/${UUID}/document/disclosures`);
    await takeEarlyRequest(DOCUMENT_API_PATHS.documents(UUID));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toHaveLength(4);
  });
});
