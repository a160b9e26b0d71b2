import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { decryptField, encryptField, fieldFingerprint } from '../../db/field-crypto';

/** The key and certificate Hearth seals executed documents with (decision 0175). */
export interface SealIdentity {
  privateKey: KeyObject;
  /** The seal certificate, DER. */
  certificateDer: Buffer;
  certificate: X509Certificate;
}

/** Reads a PKCS#12 file (the production seal certificate, from configuration) into the key and its certificate. */
export function sealIdentityFromP12(p12: Uint8Array, passphrase: string): SealIdentity {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const bags = (type: string): forge.pkcs12.Bag[] => store.getBags({ bagType: type })[type] ?? [];
  const keyBag =
    bags(forge.pki.oids.pkcs8ShroudedKeyBag as string)[0] ?? bags(forge.pki.oids.keyBag as string)[0];
  if (!keyBag?.key) throw new Error('the seal P12 holds no private key');
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const certs = bags(forge.pki.oids.certBag as string);
  // The certificate whose public key is the private key's (a P12 may carry its issuers too).
  const own = certs.find((bag) => {
    const pub = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return pub && pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  })?.cert;
  if (!own) throw new Error('the seal P12 holds no certificate for its private key');
  const certificateDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(own)).getBytes(), 'binary');
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificateDer,
    certificate: new X509Certificate(certificateDer),
  };
}

/** A self-signed seal certificate for a sandbox (never production), ten years, for signing documents. */
export function sandboxSealP12(passphrase: string, now: Date): Uint8Array {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: 16 random bytes with the top bit cleared.
  cert.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3_600_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3_600_000);
  const name = [
    { name: 'commonName', value: 'Hearth Sandbox Document Seal' },
    { name: 'organizationName', value: 'Hearth (sandbox, not for production)' },
    { name: 'countryName', value: 'US' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, {
    algorithm: 'aes256',
    friendlyName: 'Hearth sandbox document seal',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * Outside production the seal certificate is made once and kept in the data folder, encrypted under the data key
 * (the file is named after a fingerprint of that key, so a folder shared by servers with other keys stays usable);
 * `wx` makes two racing starts agree on one certificate.
 */
export function sandboxSealIdentity(dataDir: string, encryptionKey: Uint8Array, now: Date): SealIdentity {
  const folder = join(dataDir, 'seal');
  const file = join(
    folder,
    `sandbox-seal-${fieldFingerprint(encryptionKey, 'seal', 'sandbox').slice(0, 16)}.p12.enc`,
  );
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // A key pair and its PKCS#12 cost a quarter of a second: made only when the folder has none yet.
  if (!existsSync(file))
    try {
      const passphrase = randomBytes(24).toString('base64url');
      const p12 = sandboxSealP12(passphrase, now);
      const stored = encryptField(
        encryptionKey,
        JSON.stringify({ p12: Buffer.from(p12).toString('base64'), passphrase }),
      );
      writeFileSync(file, stored, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  const { p12, passphrase } = JSON.parse(decryptField(encryptionKey, readFileSync(file, 'utf8'))) as {
    p12: string;
    passphrase: string;
  };
  return sealIdentityFromP12(Buffer.from(p12, 'base64'), passphrase);
}
