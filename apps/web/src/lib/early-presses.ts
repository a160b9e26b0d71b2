/**
 * Presses made on the server-rendered page before the app has hydrated it (decision 0095). The app starts after the
 * first paint (decision 0198), so this runs from `entry-browser.ts`, at once, not from the app: a press in the time
 * the app takes to arrive must not be lost. It holds only what React has not hydrated yet, so it can stay in place.
 * Kept apart from the app's modules (and out of its chunk, vite.config.ts) so the first script stays small.
 */

/** The props React attached to a DOM node when it hydrated it (before the hydration is committed), if any. */
function reactPropsOf(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

/** React attaches its props to a DOM node when it hydrates that node, not before. */
const isHydrated = (element: Element) => reactPropsOf(element) !== undefined;

/** Set on the root by the app once it has replayed the text typed before hydration (`replayEarlyInput`). */
const EARLY_INPUT_REPLAYED_ATTRIBUTE = 'data-early-input-replayed';
/** The server's mark of a rendered page (RENDERED_PATH_ATTRIBUTE); the app removes it when it renders anew instead. */
const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';

/**
 * The page is being hydrated and the text typed before it has not reached the form state yet: between React's commit
 * and the app's replay a press would submit the form without it.
 */
const awaitingReplay = (root: HTMLElement) =>
  root.hasAttribute(RENDERED_PATH_ATTRIBUTE) && !root.hasAttribute(EARLY_INPUT_REPLAYED_ATTRIBUTE);

const REPLAY_WAIT_MS = 10_000;
const REPLAY_RETRY_MS = 50;
/** A box's choice is made again at most this many times if React's props do not show it. */
const MAX_BOX_CLICKS = 3;

/**
 * The pressed form, or the form that took its place when React replaced the server's markup (a page whose hydration
 * failed is rendered anew): the one at the same position among the root's forms. Before, such a press was lost.
 */
function stillThere(root: HTMLElement, form: HTMLFormElement): () => HTMLFormElement | null {
  const position = [...root.querySelectorAll('form')].indexOf(form);
  return () => {
    if (form.isConnected) return form;
    return position < 0 ? null : (root.querySelectorAll('form')[position] ?? null);
  };
}

const SUBMITTERS = 'button, input[type="submit"], input[type="image"]';

/** The root's plain buttons with the words `label`. */
const plainButtons = (root: HTMLElement, label: string | null) =>
  [...root.querySelectorAll<HTMLButtonElement>('button[type="button"]')].filter(
    (b) => b.textContent === label,
  );

/** The pressed plain button, or the one with its words at its place among such buttons once React replaced it. */
function sameButton(root: HTMLElement, button: HTMLButtonElement): () => HTMLButtonElement | null {
  const label = button.textContent;
  const position = plainButtons(root, label).indexOf(button);
  return () => {
    if (button.isConnected) return button;
    return position < 0 ? null : (plainButtons(root, label)[position] ?? null);
  };
}

/** In a form rendered anew, the button at the place the pressed one had in the form the server sent. */
function submitterIn(
  form: HTMLFormElement,
  pressed: HTMLFormElement,
  submitter: Element | null,
): HTMLElement | null {
  if (!submitter) return null;
  const position = [...pressed.querySelectorAll(SUBMITTERS)].indexOf(submitter);
  const replacement = position < 0 ? undefined : form.querySelectorAll(SUBMITTERS)[position];
  return replacement instanceof HTMLElement ? replacement : null;
}

/**
 * A Continue (or a plain button) pressed in the server-rendered page before it hydrated would submit the form natively (a GET of the
 * same page that loses the answers). Until hydration such a submit is held; once React has hydrated the form it
 * is submitted again through React, as if pressed then; a box ticked or cleared meanwhile is chosen again first.
 * Returns the function that stops holding.
 */
export function holdEarlySubmits(root: HTMLElement, waitMs = REPLAY_WAIT_MS): () => void {
  // A held submit made again goes through, whatever the page's state then.
  const again = new WeakSet<HTMLFormElement>();
  // The boxes ticked or cleared before hydration whose choice React has not heard yet, with that choice (below).
  const boxes = new Map<HTMLInputElement, boolean>();
  const submitAgain = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    if (!form.isConnected) return;
    again.add(form);
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  };
  const onSubmit = (event: SubmitEvent) => {
    const pressed = event.target;
    if (!(pressed instanceof HTMLFormElement)) return;
    if (again.delete(pressed) || (isHydrated(pressed) && !awaitingReplay(root) && boxes.size === 0)) return;
    event.preventDefault();
    // React listens on this root too: a hydrated form's handler must not see the press before its text.
    event.stopImmediatePropagation();
    const formNow = stillThere(root, pressed);
    const pressedSubmitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    const deadline = Date.now() + waitMs;
    const resubmit = () => {
      const form = formNow();
      if (!form) return;
      // The submitter in the form as it is now (the same element, or the one at its place in a form rendered anew).
      const submitter = form === pressed ? pressedSubmitter : submitterIn(form, pressed, pressedSubmitter);
      // Hydrated, the text typed before it replayed into the form state (the app marks the root when it has:
      // React's commit comes before the app's effect that replays the text), and every box ticked before it
      // chosen again: a press between the page's hydration and a box's reached the form state without the box.
      const ready = isHydrated(form) && !awaitingReplay(root) && boxes.size === 0;
      if (!ready) {
        if (Date.now() < deadline) setTimeout(resubmit, REPLAY_RETRY_MS);
        else if (isHydrated(form)) submitAgain(form, submitter);
        return;
      }
      // A beat after, so a box chosen again (below) reaches the form state first.
      setTimeout(() => submitAgain(form, submitter), REPLAY_RETRY_MS * 2);
    };
    setTimeout(resubmit, REPLAY_RETRY_MS);
  };
  // A plain button (manual address entry, show a hint, sign the deed) pressed before hydration had no handler:
  // pressed again once React has hydrated it and committed the hydration (the app's mark after React's commit: a
  // click while React still hydrates goes unheard, as a box's did), as if pressed then. A button React replaced (a
  // part rendered anew) is found again by its words and place among the buttons with the same words.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLButtonElement) || (isHydrated(button) && !awaitingReplay(root))) return;
    if (isHydrated(button)) {
      // Hydrated but not committed: React may not hear this press; it is made again once committed.
      event.stopImmediatePropagation();
    }
    event.preventDefault();
    const buttonNow = sameButton(root, button);
    const deadline = Date.now() + waitMs;
    const press = () => {
      const target = buttonNow();
      const expired = Date.now() >= deadline;
      if (target && isHydrated(target) && (!awaitingReplay(root) || expired))
        setTimeout(() => target.isConnected && target.click(), REPLAY_RETRY_MS * 2);
      else if (!expired) setTimeout(press, REPLAY_RETRY_MS);
    };
    setTimeout(press, REPLAY_RETRY_MS);
  };
  // A box ticked or cleared before hydration: React's form state never heard of it, and hydrating may even set the
  // box back to that state. Once the page is hydrated and committed, the box is set to the other state and clicked,
  // so React's handler sees the borrower's choice whatever the box showed meanwhile (a page rendered with its data,
  // 0268). A box is waiting (in `boxes`) until React's props show the choice: a click made while React was still
  // hydrating went unheard (an e2e run), and is made again.
  const onChange = (event: Event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
    const waiting = boxes.has(box);
    // Once hydrated, React hears the box's changes itself; one still waiting takes its state after each (ours make
    // it the choice waited for, and a borrower's own later click is the newer choice).
    if (isHydrated(box)) {
      if (waiting) boxes.set(box, box.checked);
      return;
    }
    boxes.set(box, box.checked);
    if (waiting) return;
    const deadline = Date.now() + waitMs;
    let clicks = 0;
    const choose = () => {
      const wanted = boxes.get(box);
      if (wanted === undefined) return;
      const expired = Date.now() >= deadline;
      // Props attached are not yet a committed hydration: the app's mark comes after React's commit.
      if (box.isConnected && !expired && (!isHydrated(box) || awaitingReplay(root))) {
        setTimeout(choose, REPLAY_RETRY_MS);
        return;
      }
      if (!box.isConnected || !isHydrated(box)) {
        boxes.delete(box);
        return;
      }
      const controlled = reactPropsOf(box)?.checked;
      const heard =
        typeof controlled === 'boolean' ? controlled === wanted && box.checked === wanted : clicks > 0;
      if (heard || clicks >= MAX_BOX_CLICKS || expired) {
        boxes.delete(box);
        return;
      }
      clicks += 1;
      box.checked = !wanted;
      box.click();
      setTimeout(choose, REPLAY_RETRY_MS);
    };
    setTimeout(choose, REPLAY_RETRY_MS);
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange, true);
  return () => {
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('change', onChange, true);
  };
}
