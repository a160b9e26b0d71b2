import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { describe, expect, it } from 'vitest';
import { requireSession } from '@/app/router';

function guard(url: string) {
  try {
    return requireSession({ request: new Request(`http://localhost${url}`) });
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('requireSession', () => {
  it('redirects a visitor without a token from a private page to login, keeping the page', () => {
    const answer = guard('/dashboard/settings?x=1');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings?x=1')}`,
    );
  });

  it.each(['/privacy', '/terms', '/auth/login', '/account/heloc/register-v2', '/not-accepting-apps'])(
    'lets anyone see the public path %s',
    (path) => {
      expect(guard(path)).toBeNull();
    },
  );

  it('lets a signed-in visitor through', () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    expect(guard('/dashboard')).toBeNull();
  });
});
