import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@/config/paths';
import { startEarlyRequests, takeEarlyRequest } from '@/lib/early-requests';
import { jsonResponse } from '@/testing/render-app';

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

describe('early requests (decision 0098)', () => {
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
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    startEarlyRequests('/auth/login');
    expect(urls).toEqual([]);
    expect(takeEarlyRequest(apiPaths.profile())).toBeUndefined();
  });
});
