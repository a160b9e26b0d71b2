import { HMDA_DECLINE_LABEL } from '@hearth/domain/hmda';
import { fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import { TextField } from '@/components/text-field';

export type HmdaChoice = {
  value: string;
  label: string;
  children?: readonly HmdaChoice[];
};

/** A write-in Regulation C offers under a choice, with its appendix B prompt. */
export type HmdaWriteIn = { choice: string; field: string; label: string; hint?: string };

type Props = {
  /** "ethnicity", "race" or "sex": the first checkbox carries it as its id for the error summary. */
  name: string;
  legend: string;
  hint: string;
  choices: readonly HmdaChoice[];
  values: readonly string[];
  declined: boolean;
  writeIns?: readonly HmdaWriteIn[];
  writeInValues?: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  onToggle: (value: string, on: boolean) => void;
  onDecline: (on: boolean) => void;
  onWriteIn?: (field: string, text: string) => void;
};

const WRITE_IN_MAX = 100;

/** One Regulation C question: checkboxes with their sub-categories, write-ins, and the exclusive decline. */
export function HmdaQuestion(props: Props) {
  const { name, legend, hint, choices, values, declined, errors } = props;
  const error = errors[name];
  const id = fieldId(name);
  let first = true;
  const box = (choice: HmdaChoice) => {
    const boxId = first ? id : `${id}-${choice.value.toLowerCase()}`;
    first = false;
    const checked = values.includes(choice.value);
    const writeIn = props.writeIns?.find((w) => w.choice === choice.value);
    const writeInKey = writeIn ? `${name}.${writeIn.field}` : '';
    return (
      <div key={choice.value} className="hmda-question__choice">
        <div className="choice">
          <input
            className="choice__input"
            type="checkbox"
            id={boxId}
            name={name}
            value={choice.value}
            checked={checked}
            onChange={(event) => props.onToggle(choice.value, event.target.checked)}
          />
          <label className="choice__label" htmlFor={boxId}>
            {choice.label}
          </label>
        </div>
        {writeIn && checked ? (
          <div className="hmda-question__write-in">
            <TextField
              id={fieldId(writeInKey)}
              label={writeIn.label}
              {...(writeIn.hint ? { hint: writeIn.hint } : {})}
              maxLength={WRITE_IN_MAX}
              value={String(props.writeInValues?.[writeIn.field] ?? '')}
              onChange={(event) => props.onWriteIn?.(writeIn.field, event.target.value)}
              error={errors[writeInKey]}
            />
          </div>
        ) : null}
        {choice.children?.length ? (
          <fieldset className="hmda-question__children">
            <legend className="visually-hidden">{choice.label}: sub-categories</legend>
            <div className="choice-group__items">{choice.children.map(box)}</div>
          </fieldset>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset
      className={`choice-group hmda-question${error ? ' choice-group--error' : ''}`}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
    >
      <legend className="choice-group__legend hmda-question__legend">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <div className="choice-group__items">
        {choices.map(box)}
        <p className="hmda-question__or" aria-hidden="true">
          or
        </p>
        <div className="choice">
          <input
            className="choice__input"
            type="checkbox"
            id={`${id}-declined`}
            name={`${name}-declined`}
            checked={declined}
            onChange={(event) => props.onDecline(event.target.checked)}
          />
          <label className="choice__label" htmlFor={`${id}-declined`}>
            {HMDA_DECLINE_LABEL}
          </label>
        </div>
      </div>
    </fieldset>
  );
}
