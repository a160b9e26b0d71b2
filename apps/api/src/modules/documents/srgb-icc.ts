/**
 * An sRGB ICC profile (version 2.1, display class), made here rather than shipped (decision 0205): the PDF/A output
 * intent of a sealed file names the colour space its DeviceRGB colours mean. It holds what ICC.1:2001-04 requires
 * of a three-component matrix/TRC display profile: a description, a copyright, the media white point, the three
 * primaries (IEC 61966-2-1 sRGB, adapted to the D50 connection space by the Bradford transform, as the ICC's own
 * sRGB profiles give them) and the sRGB tone curve as a 1024-entry table. The same bytes every time.
 */

const D50 = [0.9642, 1.0, 0.8249] as const;
const PRIMARIES = {
  rXYZ: [0.436066, 0.222488, 0.013916],
  gXYZ: [0.385147, 0.716873, 0.097076],
  bXYZ: [0.143066, 0.060608, 0.714096],
} as const;
export const SRGB_DESCRIPTION = 'sRGB IEC61966-2.1';
const COPYRIGHT = 'No copyright, use freely';
const CURVE_POINTS = 1024;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const s15Fixed16 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(Math.round(n * 65536));
  return b;
};
const pad4 = (b: Buffer) => (b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]));

const xyzType = (xyz: readonly number[]) => Buffer.concat([ascii('XYZ '), u32(0), ...xyz.map(s15Fixed16)]);

/** textDescriptionType (ICC.1:2001-04, 6.5.17): the ASCII description, no Unicode or ScriptCode variant. */
function descType(text: string): Buffer {
  const invariant = Buffer.concat([ascii(text), Buffer.from([0])]);
  return Buffer.concat([
    ascii('desc'),
    u32(0),
    u32(invariant.length),
    invariant,
    u32(0),
    u32(0),
    Buffer.alloc(2 + 1 + 67),
  ]);
}

const textType = (text: string) => Buffer.concat([ascii('text'), u32(0), ascii(text), Buffer.from([0])]);

/** The sRGB electro-optical transfer function (IEC 61966-2-1), from encoded value to linear light. */
export const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

function curveType(): Buffer {
  const table = Buffer.alloc(CURVE_POINTS * 2);
  for (let i = 0; i < CURVE_POINTS; i++)
    table.writeUInt16BE(Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535), i * 2);
  return Buffer.concat([ascii('curv'), u32(0), u32(CURVE_POINTS), table]);
}

let profile: Buffer | undefined;

export function srgbIccProfile(): Buffer {
  if (profile) return profile;
  const curve = pad4(curveType());
  const tags: [string, Buffer][] = [
    ['desc', pad4(descType(SRGB_DESCRIPTION))],
    ['cprt', pad4(textType(COPYRIGHT))],
    ['wtpt', xyzType(D50)],
    ['rXYZ', xyzType(PRIMARIES.rXYZ)],
    ['gXYZ', xyzType(PRIMARIES.gXYZ)],
    ['bXYZ', xyzType(PRIMARIES.bXYZ)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const entries: Buffer[] = [];
  const data: Buffer[] = [];
  let curveOffset = 0;
  for (const [signature, body] of tags) {
    // The three tone curves share one table, as ICC.1 allows.
    const shared = body === curve && curveOffset > 0;
    const at = shared ? curveOffset : offset;
    if (body === curve && !shared) curveOffset = offset;
    entries.push(Buffer.concat([ascii(signature), u32(at), u32(body.length)]));
    if (!shared) {
      data.push(body);
      offset += body.length;
    }
  }
  const size = offset;
  const header = Buffer.concat([
    u32(size),
    u32(0), // preferred CMM: none
    Buffer.from([0x02, 0x10, 0x00, 0x00]), // version 2.1.0
    ascii('mntr'),
    ascii('RGB '),
    ascii('XYZ '),
    Buffer.from([0x07, 0xea, 0x00, 0x01, 0x00, 0x01, 0, 0, 0, 0, 0, 0]), // 2026-01-01 00:00:00
    ascii('acsp'),
    u32(0), // primary platform: none
    u32(0), // flags
    u32(0), // device manufacturer
    u32(0), // device model
    Buffer.alloc(8), // device attributes
    u32(0), // rendering intent: perceptual
    ...D50.map(s15Fixed16), // the connection space's illuminant
    u32(0), // creator
    Buffer.alloc(44), // profile ID (none in version 2) and reserved
  ]);
  profile = Buffer.concat([header, u32(tags.length), ...entries, ...data]);
  return profile;
}
