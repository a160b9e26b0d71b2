import { type PointerEvent, useEffect, useRef } from 'react';
import { FieldError } from '@/components/field-error';
import '@/components/signing/signing.css';

/** The canvas's own pixels; CSS scales it to the column (the server accepts up to 1200 x 400). */
const WIDTH = 600;
const HEIGHT = 200;

/**
 * A box to draw a signature in with a mouse, a finger or a stylus (decision 0175). It is an image with a text
 * alternative that says whether something is drawn; "Clear" starts again. `onChange` gets the PNG as a data URL
 * after each stroke, or null once cleared. Keyboard users type their signature instead (the other choice).
 */
export function SignaturePad({
  id,
  label,
  error,
  onChange,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  onChange: (png: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#142a6b';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const say = (text: string) => {
    if (status.current) status.current.textContent = text;
    canvas.current?.setAttribute('aria-label', `${label}: ${text}`);
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    last.current = point(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context || !last.current) return;
    const next = point(event);
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(next.x, next.y);
    context.stroke();
    last.current = next;
    inked.current = true;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    if (!inked.current) return;
    say('your signature is drawn.');
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, WIDTH, HEIGHT);
    inked.current = false;
    say('nothing drawn yet.');
    onChange(null);
  };

  return (
    <div className={`signature-pad${error ? ' signature-pad--error' : ''}`}>
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      <p className="field__hint" id={`${id}-hint`}>
        Draw with your mouse, finger or stylus inside the box. If you use a keyboard, choose Script or Print
        above.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <canvas
        id={id}
        ref={canvas}
        className="signature-pad__canvas"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}: nothing drawn yet.`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <p className="visually-hidden" aria-live="polite" ref={status} />
      <button type="button" className="button button--secondary" onClick={clear}>
        Clear
      </button>
    </div>
  );
}
