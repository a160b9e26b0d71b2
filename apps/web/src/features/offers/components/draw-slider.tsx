import { formatWholeDollars } from '@hearth/domain/money';
import { useEffect, useId, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { money } from '@/features/offers/offer-math';

const STEP = 500;

/** Says so when a typed draw was outside the offer and was moved to its edge (issue 8): never silently. */
export function clampMessage(typed: number, min: number, max: number): string | null {
  if (typed > max) return `We changed your draw to ${money(max)}, the most this offer allows.`;
  if (typed < min) return `We changed your draw to ${money(min)}, the least this offer allows.`;
  return null;
}

/** A labelled range input with a money field beside it; both set the same initial draw. */
export function DrawSlider({
  min,
  max,
  value,
  onChange,
}: {
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(formatWholeDollars(value));
  const [adjusted, setAdjusted] = useState<string | null>(null);
  useEffect(() => setTyped(formatWholeDollars(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(n, min), max);
  return (
    <div className="draw-slider">
      <div className="draw-slider__head">
        <label className="field__label" htmlFor={`${id}-range`}>
          Initial draw
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          Cash you take when the line opens, between {money(min)} and {money(max)}
        </p>
      </div>
      <div className="draw-slider__controls">
        <input
          id={`${id}-range`}
          type="range"
          className="draw-slider__range"
          min={min}
          max={max}
          step={STEP}
          value={value}
          aria-describedby={`${id}-hint`}
          aria-valuetext={money(value)}
          onChange={(e) => {
            setAdjusted(null);
            onChange(clamp(Number(e.target.value)));
          }}
        />
        <div className="draw-slider__number">
          <label className="visually-hidden" htmlFor={`${id}-number`}>
            Initial draw in dollars
          </label>
          <MoneyInput
            id={`${id}-number`}
            text={typed}
            describedBy={`${id}-hint ${id}-adjusted`}
            onTextChange={(text, n) => {
              setAdjusted(null);
              setTyped(text);
              if (n !== null && n >= min && n <= max) onChange(n);
            }}
            onCommit={(n) => {
              const next = n === null ? value : clamp(n);
              setAdjusted(n === null ? null : clampMessage(n, min, max));
              setTyped(formatWholeDollars(next));
              onChange(next);
            }}
          />
        </div>
      </div>
      <p id={`${id}-adjusted`} className="field__hint" role="status">
        {adjusted}
      </p>
      <div className="draw-slider__scale" aria-hidden="true">
        <span>{money(min)}</span>
        <span>{money(max)}</span>
      </div>
    </div>
  );
}
