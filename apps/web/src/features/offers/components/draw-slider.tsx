import { useEffect, useId, useState } from 'react';
import { money } from '@/features/offers/offer-math';

const STEP = 500;

/** A labelled range input with a number input beside it; both set the same initial draw. */
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
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(n, min), max);
  return (
    <div className="draw-slider">
      <label className="field__label" htmlFor={`${id}-range`}>
        Initial draw
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        Between {money(min)} and {money(max)}
      </p>
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
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <div className="draw-slider__number">
          <label className="visually-hidden" htmlFor={`${id}-number`}>
            Initial draw in dollars
          </label>
          <span aria-hidden="true">$</span>
          <input
            id={`${id}-number`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={STEP}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value !== '' && Number.isFinite(n) && n >= min && n <= max) onChange(n);
            }}
            onBlur={() => {
              const n = Number(typed);
              const next = Number.isFinite(n) && typed !== '' ? clamp(n) : value;
              setTyped(String(next));
              onChange(next);
            }}
          />
        </div>
      </div>
    </div>
  );
}
