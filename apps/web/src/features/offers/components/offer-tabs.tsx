import type { OfferType } from '@hearth/domain/enums';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  FIXED: 'Fixed rate',
  VARIABLE: 'Variable rate',
  UNKNOWN: 'Other',
};

/** ARIA tabs (automatic activation): arrow keys, Home and End move between the rate types. */
export function OfferTabs({
  types,
  selected,
  onSelect,
  children,
}: {
  types: readonly OfferType[];
  selected: OfferType;
  onSelect: (type: OfferType) => void;
  children: ReactNode;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % types.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + types.length) % types.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = types[next];
    if (type) {
      onSelect(type);
      refs.current[next]?.focus();
    }
  };
  return (
    <div className="offer-tabs">
      <div role="tablist" aria-label="Rate type" className="offer-tabs__list">
        {types.map((type, index) => (
          <button
            key={type}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`offer-tab-${type}`}
            aria-selected={type === selected}
            aria-controls="offer-tabpanel"
            tabIndex={type === selected ? 0 : -1}
            className="offer-tabs__tab"
            onClick={() => onSelect(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {OFFER_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="offer-tabpanel"
        aria-labelledby={`offer-tab-${selected}`}
        className="offer-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
