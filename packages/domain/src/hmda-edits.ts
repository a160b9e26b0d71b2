import { US_STATES } from './enum-values';
import {
  hasValidCheckDigits,
  LAR_FIELD_COUNT,
  LAR_FIELDS,
  TRANSMITTAL_FIELD_COUNT,
  TRANSMITTAL_FIELDS,
} from './hmda-lar';
import { LAR_VALID_VALUES } from './hmda-lar-values';

/**
 * The FFIEC edits a loan/application register file must pass before the HMDA platform accepts it (issue 24 item 7,
 * decision 0241): the syntactical edits (S300-S305) and the validity edits (V600-V708) that can be checked from the
 * file alone, under the FIG's edit numbers, so the admin who downloads the file sees each failing row by its edit
 * before sending it. Quality and macro edits (Q/M), and validity edits that need the FFIEC's panel or census tables
 * (S303, V625-2, V716), are the platform's. Pure functions over the pipe-delimited text.
 */

export type LarEditKind = 'FORMAT' | 'SYNTACTICAL' | 'VALIDITY';

export interface LarEditFailure {
  /** The FIG's edit number (S300, V611, ...), or FORMAT for a row the platform cannot parse. */
  edit: string;
  kind: LarEditKind;
  /** The file's line, counted from 1 (the transmittal sheet is line 1). */
  line: number;
  /** The row's ULI, or "TS" for the transmittal sheet. */
  record: string;
  /** The data fields the edit reads, by the FIG's field number. */
  fields: number[];
  message: string;
}

/** States, the District and the territories the FIG accepts (V604, V623). */
const STATE_CODES = new Set<string>([...US_STATES, 'PR', 'VI', 'GU', 'AS', 'MP']);

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The validity edit of each field's own values (the FIG's "must equal ..." and format rules), by field number.
 * Fields 2, 3, 4, 12, 13 and 14 have their own edits below; free-text fields have no value edit.
 */
export const LAR_FIELD_EDITS: Readonly<Record<number, string>> = {
  5: 'V611',
  6: 'V612-1',
  7: 'V613-1',
  8: 'V615-1',
  9: 'V616',
  10: 'V617',
  11: 'V618',
  15: 'V623',
  16: 'V624',
  17: 'V626',
  18: 'V625-1',
  19: 'V628-1',
  20: 'V628-2',
  21: 'V628-2',
  22: 'V628-2',
  23: 'V628-2',
  25: 'V631-1',
  26: 'V631-2',
  27: 'V631-2',
  28: 'V631-2',
  29: 'V631-2',
  31: 'V629-1',
  32: 'V632-1',
  33: 'V635-1',
  34: 'V635-2',
  35: 'V635-2',
  36: 'V635-2',
  37: 'V635-2',
  41: 'V638-1',
  42: 'V638-2',
  43: 'V638-2',
  44: 'V638-2',
  45: 'V638-2',
  49: 'V636-1',
  50: 'V639-1',
  51: 'V642-1',
  52: 'V646-1',
  53: 'V642-2',
  54: 'V646-2',
  55: 'V651-1',
  56: 'V652-1',
  57: 'V654-1',
  58: 'V656-1',
  59: 'V657-1',
  60: 'V658-1',
  61: 'V659',
  62: 'V660-1',
  63: 'V665-1',
  64: 'V660-2',
  66: 'V665-2',
  68: 'V669-1',
  69: 'V669-2',
  70: 'V669-2',
  71: 'V669-2',
  73: 'V672-1',
  74: 'V673-1',
  75: 'V674-1',
  76: 'V675-1',
  77: 'V676-1',
  78: 'V677-1',
  79: 'V678-1',
  80: 'V679-1',
  81: 'V681-1',
  82: 'V682-1',
  83: 'V683',
  84: 'V684',
  85: 'V685',
  86: 'V686',
  87: 'V687',
  88: 'V688-1',
  89: 'V689-1',
  90: 'V690-1',
  91: 'V691',
  92: 'V692-1',
  93: 'V693-1',
  94: 'V694-1',
  95: 'V695',
  96: 'V696-1',
  97: 'V696-1',
  98: 'V696-1',
  99: 'V696-1',
  100: 'V696-1',
  102: 'V696-2',
  103: 'V696-2',
  104: 'V696-2',
  105: 'V696-2',
  106: 'V696-2',
  108: 'V706',
  109: 'V707',
  110: 'V708',
};

const fieldName = (number: number) => LAR_FIELDS[number - 1]?.name ?? `Field ${number}`;

/** A register row by field number (1-based), as the edits read it. */
type Row = (number: number) => string;

interface CrossEdit {
  edit: string;
  fields: number[];
  message: string;
  fails(row: Row): boolean;
}

const isIn = (value: string, ...codes: string[]) => codes.includes(value);
const numeric = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/** The validity edits between fields of one row that apply to a line of credit like Hearth's. */
const CROSS_EDITS: readonly CrossEdit[] = [
  {
    edit: 'V610-2',
    fields: [4, 11],
    message: 'If Action Taken equals 6, Application Date must be NA, and the reverse must be true.',
    fails: (r) => (r(11) === '6') !== (r(4) === 'NA'),
  },
  {
    edit: 'V613-2',
    fields: [7, 11],
    message: 'If Action Taken equals 7 or 8, Preapproval must equal 1.',
    fails: (r) => isIn(r(11), '7', '8') && r(7) !== '1',
  },
  {
    edit: 'V613-3',
    fields: [7, 11],
    message: 'If Action Taken equals 3, 4, 5 or 6, Preapproval must equal 2.',
    fails: (r) => isIn(r(11), '3', '4', '5', '6') && r(7) !== '2',
  },
  {
    edit: 'V614-4',
    fields: [7, 109],
    message: 'If Open-End Line of Credit equals 1, Preapproval must equal 2.',
    fails: (r) => r(109) === '1' && r(7) !== '2',
  },
  {
    edit: 'V619-3',
    fields: [4, 12],
    message: 'The Action Taken Date must be on or after the Application Date.',
    fails: (r) => isCalendarDate(r(4)) && isCalendarDate(r(12)) && r(12) < r(4),
  },
  {
    edit: 'V627',
    fields: [17, 18],
    message: 'If County and Census Tract are not NA, the tract’s first five digits must be the county.',
    fails: (r) => r(17) !== 'NA' && r(18) !== 'NA' && r(18).slice(0, 5) !== r(17),
  },
  {
    edit: 'V656-2',
    fields: [11, 58],
    message: 'If Action Taken equals 2, 3, 4, 5, 7 or 8, Type of Purchaser must equal 0.',
    fails: (r) => isIn(r(11), '2', '3', '4', '5', '7', '8') && r(58) !== '0',
  },
  {
    edit: 'V657-2',
    fields: [11, 59],
    message: 'If Action Taken equals 3, 4, 5, 6 or 7, Rate Spread must be NA.',
    fails: (r) => isIn(r(11), '3', '4', '5', '6', '7') && r(59) !== 'NA',
  },
  {
    edit: 'V658-2',
    fields: [11, 60],
    message: 'If Action Taken equals 2, 3, 4, 5, 7 or 8, HOEPA Status must equal 3.',
    fails: (r) => isIn(r(11), '2', '3', '4', '5', '7', '8') && r(60) !== '3',
  },
  {
    edit: 'V661',
    fields: [62, 64],
    message: 'A Credit Score of 8888 goes with a scoring model of 9, and the reverse.',
    fails: (r) => (r(62) === '8888') !== (r(64) === '9'),
  },
  {
    edit: 'V663',
    fields: [11, 62, 64, 65],
    message:
      'If Action Taken equals 4, 5 or 6, the Credit Score must be 8888, its model 9 and the model text blank.',
    fails: (r) => isIn(r(11), '4', '5', '6') && (r(62) !== '8888' || r(64) !== '9' || r(65) !== ''),
  },
  {
    edit: 'V669-3',
    fields: [68, 69, 70, 71],
    message: 'Each Reason for Denial code can be reported only once.',
    fails: (r) => {
      const codes = [r(68), r(69), r(70), r(71)].filter(Boolean);
      return new Set(codes).size !== codes.length;
    },
  },
  {
    edit: 'V669-4',
    fields: [68, 69, 70, 71],
    message: 'If Reason for Denial: 1 equals 10, Reasons for Denial 2 to 4 must be blank.',
    fails: (r) => r(68) === '10' && [r(69), r(70), r(71)].some(Boolean),
  },
  {
    edit: 'V670-1',
    fields: [11, 68],
    message:
      'If Action Taken equals 3 or 7, Reason for Denial: 1 must be a reason (1 to 9), and the reverse.',
    fails: (r) => isIn(r(11), '3', '7') !== isIn(r(68), '1', '2', '3', '4', '5', '6', '7', '8', '9'),
  },
  {
    edit: 'V670-2',
    fields: [11, 68],
    message:
      'If Action Taken equals 1, 2, 4, 5, 6 or 8, Reason for Denial: 1 must equal 10, and the reverse.',
    fails: (r) => isIn(r(11), '1', '2', '4', '5', '6', '8') !== (r(68) === '10'),
  },
  {
    edit: 'V671-1',
    fields: [68, 69, 70, 71, 72],
    message:
      'If a Reason for Denial equals 9 (other), its free-form text must not be blank, and the reverse.',
    fails: (r) => [r(68), r(69), r(70), r(71)].includes('9') !== (r(72) !== ''),
  },
  {
    edit: 'V672-4',
    fields: [73, 109],
    message: 'If Open-End Line of Credit equals 1, Total Loan Costs must be NA.',
    fails: (r) => r(109) === '1' && r(73) !== 'NA' && r(73) !== 'Exempt',
  },
  {
    edit: 'V674-3',
    fields: [75, 109],
    message: 'If Open-End Line of Credit equals 1, Origination Charges must be NA.',
    fails: (r) => r(109) === '1' && r(75) !== 'NA' && r(75) !== 'Exempt',
  },
  {
    edit: 'V675-3',
    fields: [76, 109],
    message: 'If Open-End Line of Credit equals 1, Discount Points must be NA.',
    fails: (r) => r(109) === '1' && r(76) !== 'NA' && r(76) !== 'Exempt',
  },
  {
    edit: 'V676-3',
    fields: [77, 109],
    message: 'If Open-End Line of Credit equals 1, Lender Credits must be NA.',
    fails: (r) => r(109) === '1' && r(77) !== 'NA' && r(77) !== 'Exempt',
  },
  {
    edit: 'V677-2',
    fields: [11, 78],
    message: 'If Action Taken equals 3, 4, 5 or 7, Interest Rate must be NA.',
    fails: (r) => isIn(r(11), '3', '4', '5', '7') && numeric(r(78)),
  },
];

/** The edits of the transmittal sheet (line 1): S300-1, S302, V600, V601-V607. */
function transmittalEdits(fields: string[], year: number, larRows: number): LarEditFailure[] {
  const failures: LarEditFailure[] = [];
  const fail = (edit: string, kind: LarEditKind, numbers: number[], message: string) =>
    failures.push({ edit, kind, line: 1, record: 'TS', fields: numbers, message });
  const f = (number: number) => fields[number - 1] ?? '';
  if (f(1) !== '1') fail('S300-1', 'SYNTACTICAL', [1], 'The first row of the file must begin with 1.');
  if (f(3) !== String(year))
    fail('S302', 'SYNTACTICAL', [3], `The Calendar Year must be ${year}, the year being filed.`);
  if (f(13) !== String(larRows))
    fail(
      'S304',
      'SYNTACTICAL',
      [13],
      `The Total Number of Entries (${f(13) || 'blank'}) must equal the ${larRows} register rows in the file.`,
    );
  if (!/^[0-9A-Z]{20}$/.test(f(15)))
    fail('V600', 'VALIDITY', [15], 'The LEI must be 20 letters and digits, and cannot be blank.');
  const required: [number, string][] = [
    [2, 'V601-1'],
    [5, 'V601-2'],
    [7, 'V601-3'],
    [8, 'V601-4'],
    [9, 'V601-5'],
  ];
  for (const [number, edit] of required) {
    if (f(number).trim() === '')
      fail(edit, 'VALIDITY', [number], `${TRANSMITTAL_FIELDS[number - 1]?.name} cannot be left blank.`);
  }
  if (f(4) !== '4') fail('V602', 'VALIDITY', [4], 'The Calendar Quarter must equal 4.');
  if (!/^\d{3}-\d{3}-\d{4}$/.test(f(6)))
    fail('V603', 'VALIDITY', [6], "The Contact Person's Telephone Number must read 999-999-9999.");
  if (!STATE_CODES.has(f(10)))
    fail('V604', 'VALIDITY', [10], "The Contact Person's Office State must be a two-letter state code.");
  if (!/^\d{5}(-\d{4})?$/.test(f(11)))
    fail('V605', 'VALIDITY', [11], "The Contact Person's ZIP Code must read 12345 or 12345-1010.");
  if (!/^[1-9]\d*$/.test(f(13)))
    fail('V606', 'VALIDITY', [13], 'The Total Number of Entries must be a whole number greater than zero.');
  if (!/^\d{2}-\d{7}$/.test(f(14)))
    fail('V607', 'VALIDITY', [14], 'The Federal Taxpayer Identification Number must read 99-9999999.');
  return failures;
}

/** The edits of one register row. */
function rowEdits(fields: string[], line: number, year: number, lei: string): LarEditFailure[] {
  const r: Row = (number) => fields[number - 1] ?? '';
  const record = r(3) || `line ${line}`;
  const failures: LarEditFailure[] = [];
  const fail = (edit: string, kind: LarEditKind, numbers: number[], message: string) =>
    failures.push({ edit, kind, line, record, fields: numbers, message });

  if (r(1) !== '2') fail('S300-2', 'SYNTACTICAL', [1], 'Every row after the first must begin with 2.');
  if (r(2) !== lei)
    fail('S301', 'SYNTACTICAL', [2], 'The LEI of this row does not match the transmittal sheet’s.');
  if (!/^[0-9A-Z]{20}$/.test(r(2)))
    fail('V600', 'VALIDITY', [2], 'The LEI must be 20 letters and digits, and cannot be blank.');
  if (!/^[0-9A-Z]{23,45}$/.test(r(3)))
    fail('V608-1', 'VALIDITY', [3], 'The ULI must be 23 to 45 letters and digits, and cannot be blank.');
  else if (!hasValidCheckDigits(r(3)))
    fail('V609', 'VALIDITY', [3], 'The ULI’s check digits do not match: it contains a transcription error.');
  if (r(4) !== 'NA' && !isCalendarDate(r(4)))
    fail('V610-1', 'VALIDITY', [4], 'The Application Date must be a date in YYYYMMDD form, or NA.');
  if (!isCalendarDate(r(12)))
    fail('V619-1', 'VALIDITY', [12], 'The Action Taken Date must be a date in YYYYMMDD form.');
  else if (r(12).slice(0, 4) !== String(year))
    fail('V619-2', 'VALIDITY', [12], `The Action Taken Date must be in ${year}, the year being filed.`);
  if (r(13).trim() === '') fail('V620', 'VALIDITY', [13], 'The Street Address cannot be left blank.');
  if (r(14).trim() === '') fail('V621', 'VALIDITY', [14], 'The City cannot be left blank.');
  if (r(15) !== 'NA' && !STATE_CODES.has(r(15)))
    fail('V623', 'VALIDITY', [15], 'The State must be a two-letter state code, or NA.');

  for (const [number, edit] of Object.entries(LAR_FIELD_EDITS)) {
    const n = Number(number);
    if (n === 15) continue; // V623 above checks the code against the list, not only its shape
    if (!LAR_VALID_VALUES[n]?.test(r(n))) {
      const value = r(n);
      fail(
        edit,
        'VALIDITY',
        [n],
        `${fieldName(n)}: ${value === '' ? 'blank' : `"${value}"`} is not a valid value.`,
      );
    }
  }
  for (const cross of CROSS_EDITS) {
    if (cross.fails(r)) fail(cross.edit, 'VALIDITY', cross.fields, cross.message);
  }
  return failures;
}

/**
 * Every failure of the file's syntactical and validity edits, in file order. `year` is the year being filed. A row
 * with the wrong count of fields is one FORMAT failure (the platform cannot read its fields), and not read further.
 */
export function larFileEdits(text: string, year: number): LarEditFailure[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const [sheet = '', ...rows] = lines;
  const failures: LarEditFailure[] = [];
  const sheetFields = sheet.split('|');
  if (sheetFields.length !== TRANSMITTAL_FIELD_COUNT) {
    failures.push({
      edit: 'FORMAT',
      kind: 'FORMAT',
      line: 1,
      record: 'TS',
      fields: [],
      message: `The transmittal sheet has ${sheetFields.length} fields, not ${TRANSMITTAL_FIELD_COUNT}.`,
    });
  } else {
    failures.push(...transmittalEdits(sheetFields, year, rows.length));
  }
  const lei = sheetFields[14] ?? '';
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const fields = row.split('|');
    if (fields.length !== LAR_FIELD_COUNT) {
      failures.push({
        edit: 'FORMAT',
        kind: 'FORMAT',
        line,
        record: fields[2] || `line ${line}`,
        fields: [],
        message: `This row has ${fields.length} fields, not ${LAR_FIELD_COUNT}.`,
      });
      return;
    }
    failures.push(...rowEdits(fields, line, year, lei));
    const uli = fields[2] ?? '';
    const first = seen.get(uli);
    if (first !== undefined)
      failures.push({
        edit: 'S305',
        kind: 'SYNTACTICAL',
        line,
        record: uli,
        fields: [3],
        message: `A duplicate transaction: line ${first} reports the same ULI.`,
      });
    else seen.set(uli, line);
  });
  return failures;
}

/** The edits implemented, for the decision record and the page's note. */
export const IMPLEMENTED_LAR_EDITS = [
  'FORMAT',
  'S300',
  'S301',
  'S302',
  'S304',
  'S305',
  'V600-V607',
  'V608-1',
  'V609',
  'V610',
  ...new Set(Object.values(LAR_FIELD_EDITS)),
  'V619',
  'V620',
  'V621',
  ...CROSS_EDITS.map((edit) => edit.edit),
];
