import { type ReactNode, useEffect, useId, useRef } from 'react';
import '@/components/dialog.css';

type DialogProps = {
  open: boolean;
  title: string;
  /** Escape and the close button call this; leave it out for a dialog the borrower must not dismiss. */
  onClose?: () => void;
  /** The close button's words when "Close" says too little (a confirmation: "Keep this time"). */
  closeLabel?: string;
  children: ReactNode;
  /** Buttons or links shown under the text. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
};

/**
 * Native <dialog> opened with showModal(): the browser makes the page behind it inert and traps focus.
 * The title takes focus on open so it is read first; focus returns to where it was on close.
 */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel = 'Close',
  children,
  actions,
  role = 'dialog',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers lack showModal; the open attribute still shows the content.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    titleRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      returnTo?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through React state so the effect above restores focus.
        event.preventDefault();
        onClose?.();
      }}
    >
      {open ? (
        <div className="dialog__body">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="dialog__title">
            {title}
          </h2>
          {children}
          {actions || onClose ? (
            <div className="button-row dialog__actions">
              {actions}
              {onClose ? (
                <button type="button" className="button button--secondary" onClick={onClose}>
                  {closeLabel}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
