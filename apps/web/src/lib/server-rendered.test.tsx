import { describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from '@/lib/early-presses';
import {
  RENDERED_PATH_ATTRIBUTE,
  renderedPathOf,
  replayEarlyInput,
  shouldHydrate,
} from '@/lib/server-rendered';

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

describe('replayEarlyInput', () => {
  it('tells React what was typed and chosen before hydration', async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const typed: string[] = [];
    const chosen: string[] = [];
    const form = (
      <form>
        <input aria-label="street" onChange={(e) => typed.push(e.target.value)} />
        <input type="radio" name="use" value="primary" onChange={(e) => chosen.push(e.target.value)} />
        <input type="radio" name="use" value="second" onChange={(e) => chosen.push(e.target.value)} />
      </form>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    // The visitor types and chooses before the JavaScript has run: no handler sees it.
    const street = root.querySelector('input') as HTMLInputElement;
    street.value = '1400 Happy';
    (root.querySelector('input[value="second"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(root, form);
    });
    expect(typed).toEqual([]);
    act(() => replayEarlyInput(root));
    expect(typed).toEqual(['1400 Happy']);
    expect(chosen).toEqual(['second']);
    expect(street.value).toBe('1400 Happy');
    root.remove();
  });

  it('waits for a field that hydrates after the first commit (a lazy part of the page)', async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const typed: string[] = [];
    const form = <input aria-label="street" onChange={(e) => typed.push(e.target.value)} />;
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    (root.querySelector('input') as HTMLInputElement).value = '1400 Happy';
    // The page committed, but this field's part has not hydrated yet: nothing can hear the replay now.
    replayEarlyInput(root, 2_000);
    expect(typed).toEqual([]);
    await act(async () => {
      hydrateRoot(root, form);
    });
    await vi.waitFor(() => expect(typed).toEqual(['1400 Happy']));
    root.remove();
  });

  it('holds a Continue pressed before hydration and submits it through React once the form hydrates', async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const submitted: string[] = [];
    const form = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push((event.currentTarget.elements.namedItem('street') as HTMLInputElement).value);
        }}
      >
        <input name="street" aria-label="street" onChange={() => {}} />
        <button type="submit">Continue</button>
      </form>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    const release = holdEarlySubmits(root, 2_000);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    (root.querySelector('form') as HTMLFormElement).dispatchEvent(early);
    // Not sent natively (that would reload the page and lose the answers), and nothing handled it yet.
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await act(async () => {
      hydrateRoot(root, form);
    });
    await vi.waitFor(() => expect(submitted).toEqual(['']));
    release();
    root.remove();
  });

  it('presses a plain button again once it hydrates, when it was pressed before', async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const pressed: string[] = [];
    const page = (
      <button type="button" onClick={() => pressed.push('manual')}>
        Enter it manually
      </button>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    const release = holdEarlySubmits(root, 2_000);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(pressed).toEqual([]);
    await act(async () => {
      hydrateRoot(root, page);
    });
    await vi.waitFor(() => expect(pressed).toEqual(['manual']));
    release();
    root.remove();
  });
});
