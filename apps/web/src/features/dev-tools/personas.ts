/**
 * The sandbox personas of docs/sandbox-personas.md that start at registration: the name and property address the
 * sandbox vendors read to choose each branch. One click writes them into the register flow's saved answers.
 */
export type Persona = {
  firstName: string;
  lastName: string;
  address: { street1: string; city: string; state: string; zip: string };
  shows: string;
};

const HAPPY = { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' };

export const PERSONAS: readonly Persona[] = [
  {
    firstName: 'Alex',
    lastName: 'Prime',
    address: HAPPY,
    shows: 'Offers, then the whole way to a funded line',
  },
  {
    firstName: 'Alex',
    lastName: 'Decline',
    address: HAPPY,
    shows: 'A decline with its adverse-action notice',
  },
  { firstName: 'Alex', lastName: 'Frozen', address: HAPPY, shows: 'Frozen credit' },
  { firstName: 'Alex', lastName: 'Nomatch', address: HAPPY, shows: 'SSN entry (123-45-6789), then offers' },
  {
    firstName: 'Alex',
    lastName: 'Prime',
    address: { street1: '100 Nomatch Way', city: 'Springfield', state: 'IL', zip: '62701' },
    shows: 'No property found',
  },
  {
    firstName: 'Lowincome',
    lastName: 'Prime',
    address: HAPPY,
    shows: 'A revised offer after a lower verified income',
  },
  { firstName: 'Idfail', lastName: 'Prime', address: HAPPY, shows: 'A failed identity check and its task' },
  {
    firstName: 'Alex',
    lastName: 'Prime',
    address: { street1: '530 Foggy Value Rd', city: 'Portland', state: 'OR', zip: '97201' },
    shows: 'A broker price opinion ordered, then resumed',
  },
  { firstName: 'Trust', lastName: 'Prime', address: HAPPY, shows: 'A home held in a trust' },
  { firstName: 'Coowner', lastName: 'Prime', address: HAPPY, shows: 'A co-owner who signs too' },
  { firstName: 'Bankmismatch', lastName: 'Prime', address: HAPPY, shows: "A bank account in another's name" },
  { firstName: 'Bankreturn', lastName: 'Prime', address: HAPPY, shows: 'A draw the bank sends back' },
];

export const PERSONA_DATE_OF_BIRTH = { month: '04', day: '12', year: '1980' } as const;
export const PERSONA_PASSWORD_HINT = 'Hearth!Secure2026';

/** The register answers a persona starts with: everything but the consents and the password, which stay the tester's. */
export function personaAnswers(persona: Persona, unique: string) {
  const { street1, city, state, zip } = persona.address;
  return {
    property: { street1, street2: '', city, state, zip },
    propertySearch: `${street1}, ${city}, ${state} ${zip}`,
    propertyManual: true,
    occupancyType: 'HOME' as const,
    homeSameAsProperty: 'YES' as const,
    isListedForSale: 'NO' as const,
    employmentType: 'FULL_TIME' as const,
    income: '120000',
    otherIncome: '0',
    firstName: persona.firstName,
    lastName: persona.lastName,
    dobMonth: PERSONA_DATE_OF_BIRTH.month,
    dobDay: PERSONA_DATE_OF_BIRTH.day,
    dobYear: PERSONA_DATE_OF_BIRTH.year,
    email: `${persona.firstName}.${persona.lastName}.${unique}@example.com`.toLowerCase(),
    phoneNumber: '(916) 555-0134',
  };
}
