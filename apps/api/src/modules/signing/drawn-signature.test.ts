import { DOCUMENT_API_PATHS, type LoanDocumentsView } from '@hearth/domain/documents';
import {
  DRAWING_DATA_URL_PREFIX,
  initialsOf,
  SIGNING_API_PATHS as PATHS,
  SIGNING_MESSAGES,
  type SigningSession,
} from '@hearth/domain/signing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { executedCopy } from '../documents/executed';
import { atNoteSigning } from '../documents/test-helpers';
import { drawnSignaturePng, pngCodec } from './drawing';
import { adoptedSignatures } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** A transparent PNG with a dark stroke across it (or none), as a canvas exports it. */
function png(width: number, height: number, stroke = true): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  if (stroke)
    for (let x = 10; x < width - 10; x++)
      for (let dy = -2; dy <= 2; dy++) {
        const y = Math.round(height / 2 + Math.sin(x / 12) * (height / 4)) + dy;
        rgba.set([20, 30, 90, 255], (y * width + x) * 4);
      }
  return Buffer.from(pngCodec().encode([rgba.buffer], width, height, 0));
}

const dataUrl = (bytes: Buffer) => `${DRAWING_DATA_URL_PREFIX}${bytes.toString('base64')}`;

describe('drawn signatures and initials (issue 12 item 3, decision 0175)', () => {
  it('accepts a PNG with ink on it, within the size limits, and nothing else', () => {
    expect(drawnSignaturePng(dataUrl(png(600, 200)))).not.toBeNull();
    expect(drawnSignaturePng(dataUrl(png(600, 200, false)))).toBeNull();
    expect(drawnSignaturePng(dataUrl(png(1600, 200)))).toBeNull();
    expect(
      drawnSignaturePng(`${DRAWING_DATA_URL_PREFIX}${Buffer.from('GIF89a not a png').toString('base64')}`),
    ).toBeNull();
    expect(drawnSignaturePng('data:image/svg+xml;base64,PHN2Zy8+')).toBeNull();
    const corrupt = png(600, 200);
    corrupt.fill(0, 40, 80);
    expect(drawnSignaturePng(dataUrl(corrupt))).toBeNull();
  });

  it('adopts a drawn signature with initials, keeps the PNG, and stamps it on the executed copy', async () => {
    const { uuid, headers } = await atNoteSigning(t);
    const adopt = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: PATHS.adopt(uuid),
        headers,
        payload: { fullName: 'Alex Prime', agree: true, ...payload },
      });
    // A drawn style needs a drawing that is one; initials must be the name's.
    expect((await adopt({ style: 'DRAWN' })).statusCode).toBe(400);
    const blank = await adopt({ style: 'DRAWN', drawing: dataUrl(png(600, 200, false)), initials: 'AP' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(SIGNING_MESSAGES.drawingInvalid);
    const wrong = await adopt({ style: 'SCRIPT', initials: 'ZZ' });
    expect(wrong.json().message).toBe(SIGNING_MESSAGES.initialsMismatch);
    const huge = await adopt({ style: 'DRAWN', drawing: `${DRAWING_DATA_URL_PREFIX}${'A'.repeat(80_000)}` });
    expect(huge.statusCode).toBe(400);

    const drawing = png(600, 200);
    const adopted = await adopt({ style: 'DRAWN', drawing: dataUrl(drawing), initials: 'abp' });
    expect(adopted.statusCode, adopted.body).toBe(200);
    const session = adopted.json() as SigningSession;
    expect(session.signature).toMatchObject({ style: 'DRAWN', initials: 'ABP', drawing: dataUrl(drawing) });
    const [row] = await t.database.db
      .select()
      .from(adoptedSignatures)
      .where(eq(adoptedSignatures.applicationUuid, uuid));
    expect(Buffer.from(row?.drawingPng ?? '', 'base64').equals(drawing)).toBe(true);
    expect(initialsOf('José-Luis de la Cruz')).toBe('JC');

    // The executed agreement carries the drawing as an image, and the initials on its pages.
    const docs = (
      await t.app.inject({ method: 'GET', url: DOCUMENT_API_PATHS.documents(uuid), headers })
    ).json() as LoanDocumentsView;
    const agreement = docs.documents.find((d) => d.type === 'HELOC_AGREEMENT');
    const original = (
      await t.app.inject({ method: 'GET', url: DOCUMENT_API_PATHS.pdf(uuid, agreement?.id ?? ''), headers })
    ).rawPayload;
    const copy = await executedCopy({
      original,
      title: 'Home equity line of credit agreement',
      lender: 'Hearth',
      sha256: agreement?.sha256 ?? '',
      stamps: [
        {
          heading: 'Signed',
          signature: 'Alex Prime',
          style: 'DRAWN',
          drawing,
          initials: 'ABP',
          line: 'Electronically signed by Alex Prime',
          date: '11/25/2026',
        },
      ],
    });
    const bytes = Buffer.from(await copy.save({ useObjectStreams: false })).toString('latin1');
    expect(bytes).toMatch(/\/Subtype \/Image/);
    expect(bytes).toContain('/Width 600');
  });
});
