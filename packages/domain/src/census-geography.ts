/**
 * Where a home is in the Census Bureau's geography, as the HMDA loan/application register reports it (12 CFR
 * 1003.4(a)(9)(ii)): the state and county FIPS codes and the census tract. The geocoding port
 * (apps/api/src/providers/geocoding) answers in this shape; `hmda-lar.ts` writes it into the register.
 */

/** Two-digit FIPS code of every state, the District of Columbia and Puerto Rico (FIPS 5-2 / INCITS 38). */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  PR: '72',
};

/** The FIPS code of a two-letter state, or undefined for anything else. */
export function stateFipsOf(state: string): string | undefined {
  const code = state.trim().toUpperCase();
  return Object.hasOwn(STATE_FIPS, code) ? STATE_FIPS[code] : undefined;
}

/**
 * A home's census geography. `countyFips` is the five-digit state-and-county code (e.g. 06067, Sacramento County,
 * California) and `censusTract` the eleven-digit state, county and six-digit tract code (e.g. 06067001101), the
 * forms the HMDA Filing Instructions Guide asks for.
 */
export interface CensusGeography {
  stateFips: string;
  countyFips: string;
  censusTract: string;
}

/** Whether the three codes have their forms and nest: the county in the state, the tract in the county. */
export function isCensusGeography(value: CensusGeography): boolean {
  return (
    /^\d{2}$/.test(value.stateFips) &&
    /^\d{5}$/.test(value.countyFips) &&
    /^\d{11}$/.test(value.censusTract) &&
    value.countyFips.startsWith(value.stateFips) &&
    value.censusTract.startsWith(value.countyFips)
  );
}
