import { LAR_FIELD_COUNT, LAR_FIELDS } from './hmda-lar';

/**
 * The values the FFIEC accepts in each field of a register row, written from the FIG's field list and the FFIEC
 * platform's validity edits (V600 to V715), apart from the code that builds the rows (`hmda-lar.ts`): a row is
 * checked against it before it is filed, and the tests check the builder with it, so a field written in the wrong
 * place or with a code the FIG does not know shows (decision 0199). Cross-field edits are the builder's tests'.
 */

const codes = (...values: (number | string)[]) => new RegExp(`^(${values.join('|')})$`);
const orBlank = (pattern: RegExp) => new RegExp(`^$|${pattern.source}`);
const numberOr = (...words: string[]) =>
  new RegExp(`^(-?\\d+(\\.\\d+)?${words.map((w) => `|${w}`).join('')})$`);
const integerOr = (...words: string[]) => new RegExp(`^(\\d+${words.map((w) => `|${w}`).join('')})$`);
const text = (max: number) => new RegExp(`^[^|\\r\\n]{0,${max}}$`);
const date = /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

const ETHNICITY = [1, 11, 12, 13, 14, 2];
const RACE = [1, 2, 21, 22, 23, 24, 25, 26, 27, 3, 4, 41, 42, 43, 44, 5];

/** Every field's allowed values in the FIG, by field number. */
export const LAR_VALID_VALUES: Readonly<Record<number, RegExp>> = {
  1: codes(2),
  2: /^[0-9A-Z]{20}$/,
  3: /^[0-9A-Z]{23,45}$/,
  4: new RegExp(`${date.source}|^NA$`),
  5: codes(1, 2, 3, 4),
  6: codes(1, 2, 31, 32, 4, 5),
  7: codes(1, 2),
  8: codes(1, 2),
  9: codes(1, 2, 3),
  10: /^\d+(\.\d{1,2})?$/,
  11: codes(1, 2, 3, 4, 5, 6, 7, 8),
  12: date,
  13: text(255),
  14: text(255),
  15: /^([A-Z]{2}|NA)$/,
  16: /^(\d{5}(-\d{4})?|NA|Exempt)$/,
  17: /^(\d{5}|NA)$/,
  18: /^(\d{11}|NA)$/,
  19: codes(...ETHNICITY, 3, 4),
  20: orBlank(codes(...ETHNICITY)),
  21: orBlank(codes(...ETHNICITY)),
  22: orBlank(codes(...ETHNICITY)),
  23: orBlank(codes(...ETHNICITY)),
  24: text(100),
  25: codes(...ETHNICITY, 3, 4, 5),
  26: orBlank(codes(...ETHNICITY)),
  27: orBlank(codes(...ETHNICITY)),
  28: orBlank(codes(...ETHNICITY)),
  29: orBlank(codes(...ETHNICITY)),
  30: text(100),
  31: codes(1, 2, 3),
  32: codes(1, 2, 3, 4),
  33: codes(...RACE, 6, 7),
  34: orBlank(codes(...RACE)),
  35: orBlank(codes(...RACE)),
  36: orBlank(codes(...RACE)),
  37: orBlank(codes(...RACE)),
  38: text(100),
  39: text(100),
  40: text(100),
  41: codes(...RACE, 6, 7, 8),
  42: orBlank(codes(...RACE)),
  43: orBlank(codes(...RACE)),
  44: orBlank(codes(...RACE)),
  45: orBlank(codes(...RACE)),
  46: text(100),
  47: text(100),
  48: text(100),
  49: codes(1, 2, 3),
  50: codes(1, 2, 3, 4),
  51: codes(1, 2, 3, 4, 6),
  52: codes(1, 2, 3, 4, 5, 6),
  53: codes(1, 2, 3),
  54: codes(1, 2, 3, 4),
  55: /^[1-9]\d*$/,
  56: /^[1-9]\d*$/,
  57: /^(-?\d+|NA)$/,
  58: codes(0, 1, 2, 3, 4, 5, 6, 71, 72, 8, 9),
  59: numberOr('NA', 'Exempt'),
  60: codes(1, 2, 3),
  61: codes(1, 2),
  62: /^\d+$/,
  63: /^\d+$/,
  64: codes(1111, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15),
  65: text(255),
  66: codes(1111, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
  67: text(255),
  68: codes(1111, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
  69: orBlank(codes(1, 2, 3, 4, 5, 6, 7, 8, 9)),
  70: orBlank(codes(1, 2, 3, 4, 5, 6, 7, 8, 9)),
  71: orBlank(codes(1, 2, 3, 4, 5, 6, 7, 8, 9)),
  72: text(255),
  73: numberOr('NA', 'Exempt'),
  74: numberOr('NA', 'Exempt'),
  75: numberOr('NA', 'Exempt'),
  76: orBlank(numberOr('NA', 'Exempt')),
  77: orBlank(numberOr('NA', 'Exempt')),
  78: numberOr('NA', 'Exempt'),
  79: integerOr('NA', 'Exempt'),
  80: numberOr('NA', 'Exempt'),
  81: numberOr('NA', 'Exempt'),
  82: integerOr('NA', 'Exempt'),
  83: integerOr('NA', 'Exempt'),
  84: codes(1111, 1, 2),
  85: codes(1111, 1, 2),
  86: codes(1111, 1, 2),
  87: codes(1111, 1, 2),
  88: numberOr('NA', 'Exempt'),
  89: codes(1111, 1, 2, 3),
  90: codes(1111, 1, 2, 3, 4, 5),
  91: /^[1-9]\d*$/,
  92: integerOr('NA', 'Exempt'),
  93: codes(1111, 1, 2, 3),
  94: codes(1111, 1, 2, 3),
  95: /^(\d{4,7}|NA|Exempt)$/,
  96: codes(1111, 1, 2, 3, 4, 5, 6, 7),
  97: orBlank(codes(1, 2, 3, 4, 5, 7)),
  98: orBlank(codes(1, 2, 3, 4, 5, 7)),
  99: orBlank(codes(1, 2, 3, 4, 5, 7)),
  100: orBlank(codes(1, 2, 3, 4, 5, 7)),
  101: text(255),
  102: codes(1111, ...Array.from({ length: 24 }, (_, i) => i + 1)),
  103: orBlank(codes(...Array.from({ length: 24 }, (_, i) => i + 1))),
  104: orBlank(codes(...Array.from({ length: 24 }, (_, i) => i + 1))),
  105: orBlank(codes(...Array.from({ length: 24 }, (_, i) => i + 1))),
  106: orBlank(codes(...Array.from({ length: 24 }, (_, i) => i + 1))),
  107: text(255),
  108: codes(1111, 1, 2),
  109: codes(1111, 1, 2),
  110: codes(1111, 1, 2),
};

/**
 * The fields of a pipe-delimited row the FIG would refuse, as "number name: value"; a field listed in `gapFields`
 * must be empty instead (a gap the builder named). A row of the wrong length is one error.
 */
export function larFieldErrors(line: string, gapFields: readonly number[] = []): string[] {
  const fields = line.split('|');
  if (fields.length !== LAR_FIELD_COUNT) return [`${fields.length} fields, not ${LAR_FIELD_COUNT}`];
  const gaps = new Set(gapFields);
  return fields
    .map((value, i) => ({ number: i + 1, value }))
    .filter(({ number, value }) => (gaps.has(number) ? value !== '' : !LAR_VALID_VALUES[number]?.test(value)))
    .map(({ number, value }) => `${number} ${LAR_FIELDS[number - 1]?.name}: "${value}"`);
}
