import { stateFipsOf } from '@hearth/domain/census-geography';
import type { GeocodeAddress, GeocodeResult, GeocodingVendor } from './geocoding';

/**
 * The county of each zip code the sandbox property data uses (the cities of `property-data/geography.ts` and the
 * named personas): real five-digit county FIPS codes (Connecticut by its planning regions, the Census Bureau's
 * county equivalents since 2022). The generated homes' zips are a few above their city's (`nearbyZip`), so a zip
 * not listed takes the county of the nearest listed zip up to six below it in the same state.
 */
const ZIP_COUNTIES: readonly [zip: string, state: string, county: string][] = [
  ['35203', 'AL', '01073'],
  ['35801', 'AL', '01089'],
  ['36602', 'AL', '01097'],
  ['99501', 'AK', '02020'],
  ['85004', 'AZ', '04013'],
  ['85701', 'AZ', '04019'],
  ['85201', 'AZ', '04013'],
  ['85251', 'AZ', '04013'],
  ['72201', 'AR', '05119'],
  ['72701', 'AR', '05143'],
  ['72901', 'AR', '05131'],
  ['90012', 'CA', '06037'],
  ['92101', 'CA', '06073'],
  ['95814', 'CA', '06067'],
  ['95113', 'CA', '06085'],
  ['93721', 'CA', '06019'],
  ['95969', 'CA', '06007'],
  ['80202', 'CO', '08031'],
  ['80903', 'CO', '08041'],
  ['80302', 'CO', '08013'],
  ['80521', 'CO', '08069'],
  ['06103', 'CT', '09110'],
  ['06510', 'CT', '09170'],
  ['06901', 'CT', '09190'],
  ['33130', 'FL', '12086'],
  ['33602', 'FL', '12057'],
  ['32801', 'FL', '12095'],
  ['32202', 'FL', '12031'],
  ['30303', 'GA', '13121'],
  ['31401', 'GA', '13051'],
  ['30901', 'GA', '13245'],
  ['96813', 'HI', '15003'],
  ['96720', 'HI', '15001'],
  ['96734', 'HI', '15003'],
  ['60601', 'IL', '17031'],
  ['62701', 'IL', '17167'],
  ['60540', 'IL', '17043'],
  ['61602', 'IL', '17143'],
  ['46204', 'IN', '18097'],
  ['46802', 'IN', '18003'],
  ['47401', 'IN', '18105'],
  ['40202', 'KY', '21111'],
  ['40507', 'KY', '21067'],
  ['70112', 'LA', '22071'],
  ['70801', 'LA', '22033'],
  ['70501', 'LA', '22055'],
  ['21202', 'MD', '24510'],
  ['21401', 'MD', '24003'],
  ['20850', 'MD', '24031'],
  ['04101', 'ME', '23005'],
  ['04401', 'ME', '23019'],
  ['02108', 'MA', '25025'],
  ['01608', 'MA', '25027'],
  ['01103', 'MA', '25013'],
  ['48226', 'MI', '26163'],
  ['49503', 'MI', '26081'],
  ['48104', 'MI', '26161'],
  ['55401', 'MN', '27053'],
  ['55102', 'MN', '27123'],
  ['55902', 'MN', '27109'],
  ['64106', 'MO', '29095'],
  ['63101', 'MO', '29510'],
  ['65806', 'MO', '29077'],
  ['89101', 'NV', '32003'],
  ['89501', 'NV', '32031'],
  ['89002', 'NV', '32003'],
  ['07102', 'NJ', '34013'],
  ['07302', 'NJ', '34017'],
  ['08608', 'NJ', '34021'],
  ['12207', 'NY', '36001'],
  ['14202', 'NY', '36029'],
  ['14604', 'NY', '36055'],
  ['11201', 'NY', '36047'],
  ['28202', 'NC', '37119'],
  ['27601', 'NC', '37183'],
  ['27701', 'NC', '37063'],
  ['28801', 'NC', '37021'],
  ['43215', 'OH', '39049'],
  ['44113', 'OH', '39035'],
  ['45202', 'OH', '39061'],
  ['73102', 'OK', '40109'],
  ['74103', 'OK', '40143'],
  ['97201', 'OR', '41051'],
  ['97204', 'OR', '41051'],
  ['97401', 'OR', '41039'],
  ['97301', 'OR', '41047'],
  ['19107', 'PA', '42101'],
  ['15222', 'PA', '42003'],
  ['17101', 'PA', '42043'],
  ['29401', 'SC', '45019'],
  ['29201', 'SC', '45079'],
  ['29601', 'SC', '45045'],
  ['57104', 'SD', '46099'],
  ['57701', 'SD', '46103'],
  ['37203', 'TN', '47037'],
  ['38103', 'TN', '47157'],
  ['37902', 'TN', '47093'],
  ['78701', 'TX', '48453'],
  ['77002', 'TX', '48201'],
  ['75201', 'TX', '48113'],
  ['78205', 'TX', '48029'],
  ['77550', 'TX', '48167'],
  ['84101', 'UT', '49035'],
  ['84601', 'UT', '49049'],
  ['84401', 'UT', '49057'],
  ['23219', 'VA', '51760'],
  ['22201', 'VA', '51013'],
  ['23451', 'VA', '51810'],
  ['98101', 'WA', '53033'],
  ['99201', 'WA', '53063'],
  ['98402', 'WA', '53053'],
  ['25301', 'WV', '54039'],
  ['26501', 'WV', '54061'],
  ['53202', 'WI', '55079'],
  ['53703', 'WI', '55025'],
  ['82001', 'WY', '56021'],
  ['82601', 'WY', '56025'],
];

const COUNTY_OF_ZIP = new Map(ZIP_COUNTIES.map(([zip, state, county]) => [zip, { state, county }]));

/** The first listed county of each state: where an address with a zip the table does not know is placed. */
const STATE_DEFAULT_COUNTY = new Map<string, string>();
for (const [, state, county] of ZIP_COUNTIES)
  if (!STATE_DEFAULT_COUNTY.has(state)) STATE_DEFAULT_COUNTY.set(state, county);

/** The generated homes sit up to six zips above their city's. */
const NEARBY_ZIPS = 6;

function countyOf(zip: string, state: string): string | undefined {
  const base = Number(zip);
  if (/^\d{5}$/.test(zip)) {
    for (let below = 0; below <= NEARBY_ZIPS; below += 1) {
      const found = COUNTY_OF_ZIP.get(String(base - below).padStart(5, '0'));
      if (found?.state === state) return found.county;
    }
  }
  return STATE_DEFAULT_COUNTY.get(state);
}

/** FNV-1a over the street and zip: the same home always lands in the same tract. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * A deterministic geocoder for the sandbox (docs/sandbox-personas.md): the state's FIPS code, the real county of the
 * zip (or of the nearest sandbox zip below it, else the state's first sandbox county), and a tract number of the
 * Census Bureau's form inside that county, derived from the street and zip. The tracts are not looked up, so a
 * sandbox tract need not exist. An address outside every state with a sandbox county is not found.
 */
export class SandboxGeocoding implements GeocodingVendor {
  async geocode(address: GeocodeAddress): Promise<GeocodeResult> {
    const state = address.state.trim().toUpperCase();
    const stateFips = stateFipsOf(state);
    const zip = address.zip.replace(/\D/g, '').slice(0, 5);
    const county = stateFips ? countyOf(zip, state) : undefined;
    if (!stateFips || !county) return { found: false };
    const street = address.street1.trim().toLowerCase().replace(/\s+/g, ' ');
    const hash = hashOf(`${street}|${zip}`);
    // Tract numbers run 0001.00 to 9999.99; most sandbox tracts are a whole number, a few split (.01).
    const tract = `${String(100 + (hash % 9_000)).padStart(4, '0')}${(hash >>> 16) % 4 === 0 ? '01' : '00'}`;
    return { found: true, geography: { stateFips, countyFips: county, censusTract: `${county}${tract}` } };
  }
}
