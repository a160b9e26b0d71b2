import { DRAWING_DATA_URL_PREFIX, MAX_DRAWING_BYTES, MAX_DRAWING_PIXELS } from '@hearth/domain/signing';
import * as upngModule from '@pdf-lib/upng';

type Upng = typeof upngModule;
/** The package is CommonJS with only a default export: reach its functions however the loader wrapped them. */
export function pngCodec(module: unknown = upngModule): Upng {
  const candidate = module as Partial<Upng> & { default?: unknown };
  if (typeof candidate.decode === 'function') return candidate as Upng;
  if (candidate.default) return pngCodec(candidate.default);
  throw new Error('@pdf-lib/upng has no decode');
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature is more than a dot: this many inked pixels at least. */
const MIN_INKED_PIXELS = 40;

/**
 * A drawn signature as the page sent it (decision 0175), checked: a PNG data URL of at most MAX_DRAWING_BYTES,
 * PNG by its magic bytes, no larger than MAX_DRAWING_PIXELS, that decodes, with ink on it. The PNG bytes, or null
 * when it is not one.
 */
export function drawnSignaturePng(dataUrl: string): Buffer | null {
  if (!dataUrl.startsWith(DRAWING_DATA_URL_PREFIX)) return null;
  const base64 = dataUrl.slice(DRAWING_DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const png = Buffer.from(base64, 'base64');
  if (png.length > MAX_DRAWING_BYTES || !png.subarray(0, 8).equals(PNG_MAGIC)) return null;
  // IHDR comes first: width and height, big-endian, at bytes 16 and 20.
  if (png.length < 24 || png.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_DRAWING_PIXELS.width || height > MAX_DRAWING_PIXELS.height)
    return null;
  try {
    const { decode, toRGBA8 } = pngCodec();
    const image = decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.length) as ArrayBuffer);
    const [frame] = toRGBA8(image);
    if (!frame) return null;
    const rgba = new Uint8Array(frame);
    let inked = 0;
    for (let i = 0; i < rgba.length && inked < MIN_INKED_PIXELS; i += 4) {
      // Ink is an opaque pixel that is not white (a canvas is transparent, or white when filled).
      const [r = 255, g = 255, b = 255, a = 0] = rgba.subarray(i, i + 4);
      if (a > 32 && r + g + b < 600) inked += 1;
    }
    return inked >= MIN_INKED_PIXELS ? png : null;
  } catch {
    return null;
  }
}
