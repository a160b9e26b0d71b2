import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/external/config';
import { sealPdf, verifySealedPdf } from './seal';
import { sandboxSealIdentity, sandboxSealP12, sealIdentityFromP12 } from './seal-certificate';

const key = () => new Uint8Array(randomBytes(32));
const folder = () => mkdtempSync(join(tmpdir(), 'hearth-seal-'));

describe('the seal certificate (decision 0175)', () => {
  it('is generated once into the data folder, encrypted, and reused by the next start with the same key', () => {
    const dir = folder();
    const dataKey = key();
    const first = sandboxSealIdentity(dir, dataKey, new Date());
    const again = sandboxSealIdentity(dir, dataKey, new Date());
    expect(again.certificate.fingerprint256).toBe(first.certificate.fingerprint256);
    expect(first.certificate.subject).toContain('CN=Hearth Sandbox Document Seal');
    // Another data key cannot read that file, and gets a certificate of its own.
    expect(sandboxSealIdentity(dir, key(), new Date()).certificate.fingerprint256).not.toBe(
      first.certificate.fingerprint256,
    );
  });

  it('comes from a configured P12 and passphrase, and seals with it', async () => {
    const p12 = sandboxSealP12('correct horse', new Date());
    const config = loadConfig({
      HEARTH_DATA_DIR: folder(),
      HEARTH_SEAL_P12: Buffer.from(p12).toString('base64'),
      HEARTH_SEAL_P12_PASSPHRASE: 'correct horse',
    });
    const identity = sealIdentityFromP12(config.sealP12 ?? new Uint8Array(), config.sealPassphrase ?? '');
    expect(() => sealIdentityFromP12(p12, 'wrong')).toThrow();
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const sealed = await sealPdf(identity, pdf, {
      reason: 'test',
      name: 'Hearth',
      location: 'United States',
      contactInfo: '',
      signingTime: new Date(),
    });
    const verified = verifySealedPdf(sealed, identity.certificate);
    expect(verified).toMatchObject({ valid: true });
    if (!verified.valid) return;

    // A changed bit in the RSA signature itself (the CMS's last byte, outside the signed range) is caught too.
    const [, b] = verified.byteRange;
    const header = Buffer.from(sealed.subarray(b + 1, b + 9).toString('latin1'), 'hex');
    expect([header[0], header[1]]).toEqual([0x30, 0x82]);
    const cmsLength = 4 + header.readUInt16BE(2);
    const at = b + 1 + cmsLength * 2 - 1;
    const forged = Buffer.from(sealed);
    forged[at] = (forged[at] === 0x30 ? 0x31 : 0x30) as number;
    expect(verifySealedPdf(forged, identity.certificate)).toEqual({
      valid: false,
      reason: 'the signature does not verify under the seal certificate',
    });
  });
});
