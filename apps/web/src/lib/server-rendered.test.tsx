import { describe, expect, it } from 'vitest';
import { RENDERED_PATH_ATTRIBUTE, renderedPathOf, shouldHydrate } from '@/lib/server-rendered';

describe('server-rendered page', () => {
  it('reads the rendered path only from a root with markup', () => {
    const root = document.createElement('div');
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/auth/login');
    expect(renderedPathOf(root)).toBeNull();
    root.append(document.createElement('main'));
    expect(renderedPathOf(root)).toBe('/auth/login');
    expect(renderedPathOf(document.createElement('div'))).toBeNull();
  });

  it('hydrates only when the router arrived where the server rendered', () => {
    expect(shouldHydrate('/dashboard', { pathname: '/dashboard', search: '' })).toBe(true);
    expect(
      shouldHydrate('/auth/login?redirectUrl=%2F', { pathname: '/auth/login', search: '?redirectUrl=%2F' }),
    ).toBe(true);
    expect(
      shouldHydrate('/dashboard', { pathname: '/auth/login', search: '?redirectUrl=%2Fdashboard' }),
    ).toBe(false);
  });
});
