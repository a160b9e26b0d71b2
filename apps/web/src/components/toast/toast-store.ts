import { TIMINGS } from '@hearth/domain/timing';

export type ToastVariant = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** How long a toast stays before it leaves by itself; an error stays until dismissed. */
export const TOAST_DURATION_MS = 6000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The toasts on screen, oldest first: at most 5 (spec section 9); a sixth pushes the oldest out. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

/** Shows a short message that says what happened and what comes next; returns its id. */
export function showToast(message: string, variant: ToastVariant = 'success'): number {
  const id = nextId++;
  const kept = [...toasts, { id, message, variant }];
  for (const dropped of kept.slice(0, Math.max(0, kept.length - TIMINGS.toastsMaxVisible))) {
    const timer = timers.get(dropped.id);
    if (timer) clearTimeout(timer);
    timers.delete(dropped.id);
  }
  emit(kept.slice(-TIMINGS.toastsMaxVisible));
  if (variant !== 'error')
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
    );
  return id;
}

/** Tests start from an empty screen. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}
