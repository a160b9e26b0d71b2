import { createHash, sign as rsaSign, verify as rsaVerify, X509Certificate } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { conformToPdfA } from './pdf-metadata';
import type { SealIdentity } from './seal-certificate';

/*
 * The PAdES seal (decision 0175): a CMS SignedData, detached, over the whole file but the signature itself
 * (ETSI.CAdES.detached, PAdES baseline B-B: content type, message digest and the ESS signing-certificate-v2
 * attribute, no CMS signing time: the time is the signature dictionary's /M). @signpdf places the signature
 * dictionary and computes the byte range; the CMS is written here, with Node's RSA, because node-forge's
 * PKCS#7 writer cannot add the signing-certificate attribute that PAdES requires.
 */

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

const TAG = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  sequence: 0x30,
  set: 0x31,
  context0: 0xa0,
} as const;

/** Room for the CMS in the file: a 2048-bit or 4096-bit RSA signature, the certificate and its chain. */
const SIGNATURE_BYTES = 16_384;

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

const oid = (dotted: string) => der(TAG.oid, Buffer.from(forge.asn1.oidToDer(dotted).getBytes(), 'binary'));
const algorithm = (dotted: string, withNull = false) =>
  der(TAG.sequence, oid(dotted), ...(withNull ? [der(TAG.null)] : []));
const attribute = (type: string, value: Buffer) => der(TAG.sequence, oid(type), der(TAG.set, value));

/** One DER element: its tag and where its header and content lie in the buffer. */
interface Tlv {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

function readTlv(buf: Buffer, offset: number): Tlv {
  const tag = buf[offset];
  const first = buf[offset + 1];
  if (tag === undefined || first === undefined || (tag & 0x1f) === 0x1f) throw new Error('malformed DER');
  let length = first;
  let contentStart = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('malformed DER length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (buf[offset + 2 + i] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > buf.length) throw new Error('DER element runs past its buffer');
  return { tag, start: offset, contentStart, end };
}

function childrenOf(buf: Buffer, parent: Tlv): Tlv[] {
  const children: Tlv[] = [];
  for (let at = parent.contentStart; at < parent.end; ) {
    const child = readTlv(buf, at);
    children.push(child);
    at = child.end;
  }
  return children;
}

function expectTag(node: Tlv | undefined, tag: number, what: string): Tlv {
  if (!node || node.tag !== tag) throw new Error(`unexpected DER structure at ${what}`);
  return node;
}

const raw = (buf: Buffer, node: Tlv) => buf.subarray(node.start, node.end);
const content = (buf: Buffer, node: Tlv) => buf.subarray(node.contentStart, node.end);
const oidOf = (buf: Buffer, node: Tlv) =>
  forge.asn1.derToOid(forge.util.createBuffer(content(buf, node).toString('binary')));

/** The issuer Name and serial number INTEGER of a certificate, DER, as a CMS signer identifier needs them. */
function issuerAndSerial(certificateDer: Buffer): Buffer {
  const cert = readTlv(certificateDer, 0);
  const [tbs] = childrenOf(certificateDer, cert);
  const fields = childrenOf(certificateDer, expectTag(tbs, TAG.sequence, 'tbsCertificate'));
  const offset = fields[0]?.tag === TAG.context0 ? 1 : 0;
  const serial = expectTag(fields[offset], TAG.integer, 'serialNumber');
  const issuer = expectTag(fields[offset + 2], TAG.sequence, 'issuer');
  return der(TAG.sequence, raw(certificateDer, issuer), raw(certificateDer, serial));
}

/** A CAdES detached signature of `signedBytes` by the seal: the DER ContentInfo that goes into /Contents. */
export function cadesDetached(identity: SealIdentity, signedBytes: Buffer): Buffer {
  const digest = createHash('sha256').update(signedBytes).digest();
  const certHash = createHash('sha256').update(identity.certificateDer).digest();
  // DER orders a SET OF by the encodings of its elements.
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, der(TAG.octetString, digest)),
    attribute(
      OID.signingCertificateV2,
      der(TAG.sequence, der(TAG.sequence, der(TAG.sequence, der(TAG.octetString, certHash)))),
    ),
  ].sort(Buffer.compare);
  const signedAttributes = der(TAG.set, ...attributes);
  const signature = rsaSign('sha256', signedAttributes, identity.privateKey);
  const signerInfo = der(
    TAG.sequence,
    der(TAG.integer, Buffer.from([1])),
    issuerAndSerial(identity.certificateDer),
    algorithm(OID.sha256),
    der(TAG.context0, ...attributes),
    algorithm(OID.sha256WithRsa, true),
    der(TAG.octetString, signature),
  );
  const signedData = der(
    TAG.sequence,
    der(TAG.integer, Buffer.from([1])),
    der(TAG.set, algorithm(OID.sha256)),
    der(TAG.sequence, oid(OID.data)),
    der(TAG.context0, identity.certificateDer),
    der(TAG.set, signerInfo),
  );
  return der(TAG.sequence, oid(OID.signedData), der(TAG.context0, signedData));
}

class SealSigner extends Signer {
  constructor(private readonly identity: SealIdentity) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(this.identity, pdfBuffer);
  }
}

export interface SealDetails {
  /** The /Reason of the signature, as a PDF reader shows it. */
  reason: string;
  /** The /Name: who seals (the lender, through Hearth). */
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/**
 * Seals a PDF: made PDF/A-2b, the sealed package's archival form (decision 0205; a file from before it, with standard
 * fonts, is sealed without the claim), a signature field on its last page, then the CAdES signature over
 * everything else in the file.
 */
export async function sealPdf(
  identity: SealIdentity,
  pdf: PDFDocument,
  details: SealDetails,
): Promise<Buffer> {
  const pages = pdf.getPages();
  const last = pages[pages.length - 1];
  if (!last) throw new Error('a PDF without pages cannot be sealed');
  await conformToPdfA(pdf, details.signingTime);
  pdflibAddPlaceholder({
    pdfPage: last,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Hearth',
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new SealSigner(identity));
}

export type SealVerification =
  | { valid: true; signer: string; byteRange: [number, number, number, number] }
  | { valid: false; reason: string };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Checks a sealed PDF (decision 0175): one signature whose ByteRange starts the file, leaves out exactly its own
 * `<hex>` and runs to the last byte (so nothing was appended); the CMS message digest is the SHA-256 of those
 * bytes; the signed attributes carry the seal certificate's hash and verify under its public key; and the
 * certificate in the signature is the seal certificate.
 */
export function verifySealedPdf(bytes: Uint8Array, seal: X509Certificate): SealVerification {
  const file = Buffer.from(bytes);
  try {
    const ranges = [...file.toString('latin1').matchAll(BYTE_RANGE)];
    if (ranges.length !== 1)
      return { valid: false, reason: `expected one signature, found ${ranges.length}` };
    const [a, b, c, d] = (ranges[0] ?? []).slice(1, 5).map(Number) as [number, number, number, number];
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d !== file.length)
      return { valid: false, reason: 'the signature does not cover the whole file' };
    if (file[b] !== 0x3c || file[c - 1] !== 0x3e)
      return { valid: false, reason: 'the byte range does not leave out exactly the signature' };
    const hex = file.subarray(b + 1, c - 1).toString('latin1');
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex))
      return { valid: false, reason: 'the signature is not hexadecimal' };
    const padded = Buffer.from(hex, 'hex');
    const cms = padded.subarray(0, readTlv(padded, 0).end);
    const signedBytes = Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);

    const info = childrenOf(cms, expectTag(readTlv(cms, 0), TAG.sequence, 'ContentInfo'));
    if (oidOf(cms, expectTag(info[0], TAG.oid, 'contentType')) !== OID.signedData)
      return { valid: false, reason: 'not a CMS SignedData' };
    const [signedData] = childrenOf(cms, expectTag(info[1], TAG.context0, 'content'));
    const parts = childrenOf(cms, expectTag(signedData, TAG.sequence, 'SignedData'));
    const certificates = parts.find((p) => p.tag === TAG.context0);
    const signerInfos = expectTag(parts[parts.length - 1], TAG.set, 'signerInfos');
    const signers = childrenOf(cms, signerInfos);
    if (signers.length !== 1) return { valid: false, reason: 'expected one signer' };
    const fields = childrenOf(cms, expectTag(signers[0], TAG.sequence, 'SignerInfo'));
    const attributes = expectTag(fields[3], TAG.context0, 'signedAttrs');
    const signature = content(cms, expectTag(fields[5], TAG.octetString, 'signature'));

    // The certificate the signature names must be the seal certificate, byte for byte.
    const sealDer = seal.raw;
    const certs = certificates ? childrenOf(cms, certificates).map((n) => raw(cms, n)) : [];
    const signerCert = certs.find((cert) => issuerAndSerial(cert).equals(raw(cms, fields[1] as Tlv)));
    if (!signerCert?.equals(sealDer))
      return { valid: false, reason: 'the signer is not the seal certificate' };

    let messageDigest: Buffer | undefined;
    let certHash: Buffer | undefined;
    for (const attr of childrenOf(cms, attributes)) {
      const [type, values] = childrenOf(cms, attr);
      const value = childrenOf(cms, expectTag(values, TAG.set, 'attribute values'))[0];
      const name = oidOf(cms, expectTag(type, TAG.oid, 'attribute type'));
      if (name === OID.messageDigest && value) messageDigest = content(cms, value);
      if (name === OID.signingCertificateV2 && value) {
        const [certsSeq] = childrenOf(cms, value);
        const [essCertId] = certsSeq ? childrenOf(cms, certsSeq) : [];
        const hash = essCertId
          ? childrenOf(cms, essCertId).find((n) => n.tag === TAG.octetString)
          : undefined;
        certHash = hash ? content(cms, hash) : undefined;
      }
    }
    if (!messageDigest || !createHash('sha256').update(signedBytes).digest().equals(messageDigest))
      return { valid: false, reason: 'the file has changed since it was sealed' };
    if (!certHash || !createHash('sha256').update(sealDer).digest().equals(certHash))
      return { valid: false, reason: 'the signing-certificate attribute does not name the seal certificate' };
    // The signature is over the signed attributes encoded as a SET (RFC 5652, 5.4).
    const signedAttributes = Buffer.concat([Buffer.from([TAG.set]), raw(cms, attributes).subarray(1)]);
    if (!rsaVerify('sha256', signedAttributes, seal.publicKey, signature))
      return { valid: false, reason: 'the signature does not verify under the seal certificate' };
    return { valid: true, signer: new X509Certificate(signerCert).subject, byteRange: [a, b, c, d] };
  } catch (error) {
    return { valid: false, reason: `unreadable signature: ${(error as Error).message}` };
  }
}

/** Loads a PDF for sealing (pdf-lib), as a convenience for callers that hold bytes. */
export const loadPdf = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });
