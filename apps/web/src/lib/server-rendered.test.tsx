import { act, type ReactElement, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from '@/lib/early-presses';
import {
  EARLY_INPUT_REPLAYED_ATTRIBUTE,
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

/** `element` as the server sends it, in a root in the document. */
function renderedOnServer(element: ReactElement): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

/** Hydrates `root` with `element`, as main.tsx does, inside React's act(). */
async function hydrate(root: HTMLElement, element: ReactElement): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(root, element);
  });
}

/**
 * What follows runs on the replay's timers, as in a browser, not inside act(): React is told so, and does not warn of
 * each update (the next `hydrate` tells it otherwise again).
 */
function updatesOnTimers(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
}

describe('replayEarlyInput', () => {
  it('tells React what was typed and chosen before hydration', async () => {
    const typed: string[] = [];
    const chosen: string[] = [];
    const form = (
      <form>
        <input aria-label="street" onChange={(e) => typed.push(e.target.value)} />
        <input type="radio" name="use" value="primary" onChange={(e) => chosen.push(e.target.value)} />
        <input type="radio" name="use" value="second" onChange={(e) => chosen.push(e.target.value)} />
      </form>
    );
    const root = renderedOnServer(form);
    // The visitor types and chooses before the JavaScript has run: no handler sees it.
    const street = root.querySelector('input') as HTMLInputElement;
    street.value = '1400 Happy';
    (root.querySelector('input[value="second"]') as HTMLInputElement).checked = true;
    await hydrate(root, form);
    expect(typed).toEqual([]);
    act(() => replayEarlyInput(root));
    expect(typed).toEqual(['1400 Happy']);
    expect(chosen).toEqual(['second']);
    expect(street.value).toBe('1400 Happy');
    root.remove();
  });

  it('chooses again, through React, a box ticked or cleared before hydration', async () => {
    const seen: Record<string, boolean> = {};
    function Boxes() {
      const [declined, setDeclined] = useState(false);
      const [mail, setMail] = useState(true);
      return (
        <form>
          <input
            type="checkbox"
            aria-label="decline"
            checked={declined}
            onChange={(e) => {
              seen.decline = e.target.checked;
              setDeclined(e.target.checked);
            }}
          />
          <input
            type="checkbox"
            aria-label="mail"
            checked={mail}
            onChange={(e) => {
              seen.mail = e.target.checked;
              setMail(e.target.checked);
            }}
          />
          <input type="checkbox" aria-label="untouched" defaultChecked={false} />
        </form>
      );
    }
    const root = renderedOnServer(<Boxes />);
    const stop = holdEarlySubmits(root);
    const [decline, mail] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    // Ticked and cleared before the JavaScript has run, as a person does: a click changes the box.
    decline?.click();
    mail?.click();
    await hydrate(root, <Boxes />);
    act(() => replayEarlyInput(root));
    updatesOnTimers();
    await vi.waitFor(() => expect(seen).toEqual({ decline: true, mail: false }));
    expect(decline?.checked).toBe(true);
    expect(mail?.checked).toBe(false);
    stop();
    root.remove();
  });

  /** A cancel form as the right to cancel has it: a controlled box, and a submit that reads it. */
  function CancelForm({ submitted }: { submitted: boolean[] }) {
    const [confirm, setConfirm] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(confirm);
        }}
      >
        <input
          type="checkbox"
          aria-label="I want to cancel"
          checked={confirm}
          onChange={(e) => setConfirm(e.target.checked)}
        />
        <button type="submit">Cancel my line of credit</button>
      </form>
    );
  }

  /** The cancel form as the server sent it, its box ticked before hydration, then hydrated under the hold. */
  async function tickedBeforeHydration(submitted: boolean[], renderedPath?: string) {
    const root = renderedOnServer(<CancelForm submitted={submitted} />);
    if (renderedPath) root.setAttribute(RENDERED_PATH_ATTRIBUTE, renderedPath);
    const stop = holdEarlySubmits(root);
    const box = root.querySelector('input') as HTMLInputElement;
    box.click();
    await hydrate(root, <CancelForm submitted={submitted} />);
    return { root, box, stop };
  }

  it('holds a press made after hydration until a box ticked before it has reached the form state', async () => {
    const submitted: boolean[] = [];
    const { root, stop } = await tickedBeforeHydration(submitted, '/account/heloc/x/complete');
    act(() => replayEarlyInput(root));
    updatesOnTimers();
    // Pressed as the page is marked hydrated, before the box's choice is made again (an e2e run: the form said
    // "Confirm that you want to cancel" with the box ticked).
    (root.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(submitted).toEqual([true]));
    stop();
    root.remove();
  });

  it('makes a box’s choice again when React did not hear the first one', async () => {
    const submitted: boolean[] = [];
    const { root, box, stop } = await tickedBeforeHydration(submitted);
    // The first click made again after hydration never reaches React (as one made while React was still hydrating
    // the page went unheard in an e2e run); the box itself is ticked by it all the same.
    let swallowed = 0;
    const swallow = (event: Event) => {
      if (event.target === box && swallowed === 0) {
        swallowed += 1;
        event.stopPropagation();
      }
    };
    document.addEventListener('click', swallow, true);
    act(() => replayEarlyInput(root));
    updatesOnTimers();
    await vi.waitFor(() => expect(swallowed).toBe(1));
    (root.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(submitted).toEqual([true]));
    expect(box.checked).toBe(true);
    document.removeEventListener('click', swallow, true);
    stop();
    root.remove();
  });

  it('tells React of a file chosen before hydration, without touching the file input’s value', async () => {
    const chosen: string[] = [];
    const form = (
      <input
        type="file"
        aria-label="pay stub"
        onChange={(e) => chosen.push(...[...(e.target.files ?? [])].map((file) => file.name))}
      />
    );
    const root = renderedOnServer(form);
    const input = root.querySelector('input') as HTMLInputElement;
    // Chosen before the JavaScript has run. A browser allows a script to set a file input's value to '' only.
    const file = new File(['%PDF-1.4'], 'stub.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { configurable: true, get: () => [file] });
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => 'C:\\fakepath\\stub.pdf',
      set: (value: string) => {
        if (value !== '')
          throw new DOMException('This input element accepts a filename', 'InvalidStateError');
      },
    });
    await hydrate(root, form);
    act(() => replayEarlyInput(root));
    expect(chosen).toEqual(['stub.pdf']);
    expect(root.hasAttribute(EARLY_INPUT_REPLAYED_ATTRIBUTE)).toBe(true);
    root.remove();
  });

  it('tells React of an option chosen in a list before hydration', async () => {
    const chosen: string[] = [];
    const form = (
      <form>
        <select aria-label="income type" defaultValue="" onChange={(e) => chosen.push(e.target.value)}>
          <option value="">Choose one</option>
          <option value="SALARY">Salary</option>
        </select>
        <select
          aria-label="untouched"
          defaultValue="A"
          onChange={(e) => chosen.push(`untouched ${e.target.value}`)}
        >
          <option value="A">A</option>
          <option value="B">B</option>
        </select>
      </form>
    );
    const root = renderedOnServer(form);
    // Chosen before the JavaScript has run.
    (root.querySelector('select') as HTMLSelectElement).value = 'SALARY';
    await hydrate(root, form);
    act(() => replayEarlyInput(root));
    expect(chosen).toEqual(['SALARY']);
    root.remove();
  });

  it('waits for a field that hydrates after the first commit (a lazy part of the page)', async () => {
    const typed: string[] = [];
    const form = <input aria-label="street" onChange={(e) => typed.push(e.target.value)} />;
    const root = renderedOnServer(form);
    (root.querySelector('input') as HTMLInputElement).value = '1400 Happy';
    // The page committed, but this field's part has not hydrated yet: nothing can hear the replay now.
    replayEarlyInput(root, 2_000);
    expect(typed).toEqual([]);
    await hydrate(root, form);
    await vi.waitFor(() => expect(typed).toEqual(['1400 Happy']));
    root.remove();
  });

  it('holds a Continue pressed before hydration and submits it through React once the typed text is in the form state', async () => {
    const submitted: string[] = [];
    // A form that submits its React state, as the register steps do.
    function Form() {
      const [code, setCode] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted.push(code);
          }}
        >
          <input
            name="code"
            aria-label="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit">Continue</button>
        </form>
      );
    }
    const root = renderedOnServer(<Form />);
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/account/heloc/register-v2/offer');
    const release = holdEarlySubmits(root, 2_000);
    (root.querySelector('input') as HTMLInputElement).value = 'EXPIRED25';
    const early = new Event('submit', { bubbles: true, cancelable: true });
    (root.querySelector('form') as HTMLFormElement).dispatchEvent(early);
    // Not sent natively (that would reload the page and lose the answers), and nothing handled it yet.
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await hydrate(root, <Form />);
    // The app replays the typed text from an effect that can run after the commit: the press waits for it, and so
    // does one made in that gap.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const inTheGap = new Event('submit', { bubbles: true, cancelable: true });
    (root.querySelector('form') as HTMLFormElement).dispatchEvent(inTheGap);
    expect(inTheGap.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    act(() => replayEarlyInput(root));
    await vi.waitFor(() => expect(submitted).toEqual(['EXPIRED25', 'EXPIRED25']));
    release();
    root.remove();
  });

  it('submits a Continue pressed before hydration through the form React rendered anew in its place', async () => {
    const submitted: string[] = [];
    const form = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(
            ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.name ?? '',
          );
        }}
      >
        <button type="submit" name="back">
          Back
        </button>
        <button type="submit" name="continue">
          Continue
        </button>
      </form>
    );
    const root = renderedOnServer(form);
    const release = holdEarlySubmits(root, 2_000);
    const pressed = root.querySelectorAll('button')[1] as HTMLButtonElement;
    (root.querySelector('form') as HTMLFormElement).requestSubmit(pressed);
    expect(submitted).toEqual([]);
    // The hydration failed and React rendered the page anew: the form pressed is gone, another stands in its place.
    root.replaceChildren();
    await act(async () => {
      createRoot(root).render(form);
    });
    await vi.waitFor(() => expect(submitted).toEqual(['continue']));
    release();
    root.remove();
  });

  it('presses a plain button again once it hydrates, when it was pressed before', async () => {
    const pressed: string[] = [];
    const page = (
      <button type="button" onClick={() => pressed.push('manual')}>
        Enter it manually
      </button>
    );
    const root = renderedOnServer(page);
    const release = holdEarlySubmits(root, 2_000);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(pressed).toEqual([]);
    await hydrate(root, page);
    await vi.waitFor(() => expect(pressed).toEqual(['manual']));
    release();
    root.remove();
  });

  it('waits for the app to mark the hydration committed before pressing a plain button again', async () => {
    const pressed: string[] = [];
    const page = (
      <button type="button" onClick={() => pressed.push('sign')}>
        Sign the deed of trust
      </button>
    );
    const root = renderedOnServer(page);
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/account/heloc/x/notary/session');
    const release = holdEarlySubmits(root, 5_000);
    (root.querySelector('button') as HTMLButtonElement).click();
    await hydrate(root, page);
    updatesOnTimers();
    // Hydrated, not yet marked: a press now could go unheard, so none is made.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pressed).toEqual([]);
    root.setAttribute(EARLY_INPUT_REPLAYED_ATTRIBUTE, '');
    await vi.waitFor(() => expect(pressed).toEqual(['sign']));
    release();
    root.remove();
  });

  it('presses the button React put in the place of the one pressed, when the part is rendered anew', async () => {
    const pressed: string[] = [];
    const root = renderedOnServer(
      <div>
        <button type="button">Help</button>
        <button type="button">Sign the deed of trust</button>
      </div>,
    );
    const release = holdEarlySubmits(root, 2_000);
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    // The client renders the part anew (its data differed): new buttons, the same words.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    root.innerHTML = '';
    await act(async () => {
      createRoot(root).render(
        <div>
          <button type="button" onClick={() => pressed.push('help')}>
            Help
          </button>
          <button type="button" onClick={() => pressed.push('sign')}>
            Sign the deed of trust
          </button>
        </div>,
      );
    });
    updatesOnTimers();
    await vi.waitFor(() => expect(pressed).toEqual(['sign']));
    release();
    root.remove();
  });
});
