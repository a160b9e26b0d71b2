import { createHash } from 'node:crypto';
import {
  type LoanDocumentsView,
  type LoanDocumentText,
  DOCUMENT_API_PATHS as PATHS,
} from '@hearth/domain/documents';
import type { Offer } from '@hearth/domain/entities';
import { closingCosts } from '@hearth/domain/fees';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { offerFigures } from '@hearth/domain/offer-figures';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { generateDocuments } from './service';
import { atNoteSigning, pdfText } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('the loan documents (issue 12 item 2, decision 0171)', () => {
  it('generates the package once the accounts are confirmed, as PDFs whose figures agree with the domain', async () => {
    const { uuid, headers } = await atNoteSigning(t);

    const list = (
      await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers })
    ).json() as LoanDocumentsView;
    expect(list.documents.map((d) => d.type).sort()).toEqual([
      'ACCOUNT_OPENING_DISCLOSURE',
      'DEED_OF_TRUST',
      'E_SIGN_CONSENT',
      'HELOC_AGREEMENT',
      'RIGHT_TO_CANCEL',
    ]);
    expect(list.documents.find((d) => d.type === 'RIGHT_TO_CANCEL')?.recipient).toBe('ALEX PRIME');

    const opening = list.documents.find((d) => d.type === 'ACCOUNT_OPENING_DISCLOSURE');
    const pdf = await t.app.inject({ method: 'GET', url: PATHS.pdf(uuid, opening?.id ?? ''), headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(opening?.sha256);

    // The figures, read back out of the PDF, are the domain's for this application.
    const row = await findApplication(t.database.db, uuid);
    const offer = row?.selectedOffer as unknown as Offer;
    const figures = offerFigures(
      {
        rate: offer.rate,
        discountList: [],
        termYears: offer.term,
        originationFeePercent: offer.originationFee,
      },
      row?.amountCents ?? 0,
    );
    const text = pdfText(bytes);
    expect(text).toContain(`Annual percentage rate (APR): ${formatPercent(figures.aprPercent, 3)}`);
    expect(text).toContain(`Credit limit: ${formatMoney(offer.max, 2)}`);
    expect(text).toContain(`Initial draw: ${formatMoney(figures.drawCents, 2)}`);
    expect(text).toContain(`Origination fee: ${formatMoney(figures.feeCents, 2)}`);
    expect(text).toContain(`: ${formatMoney(figures.monthlyCents ?? 0, 2)}`);
    const costs = closingCosts({
      lineAmountCents: offer.max,
      drawAmountCents: row?.amountCents ?? 0,
      originationFeePercent: offer.originationFee,
      state: 'CA',
      valuationOrdered: false,
      manualNotary: false,
    });
    expect(text).toContain(`Total closing costs: ${formatMoney(costs.totalCents, 2)}`);
    expect(text).toContain('County recording fee: $150.00');

    // The deed carries the legal description from title; the viewer shows the same words as the PDF.
    const deed = list.documents.find((d) => d.type === 'DEED_OF_TRUST');
    const words = (
      await t.app.inject({ method: 'GET', url: PATHS.document(uuid, deed?.id ?? ''), headers })
    ).json() as LoanDocumentText;
    const legal = words.paragraphs.find((p) => p.text.includes('SANDBOX ADDITION'))?.text ?? '';
    expect(legal).toContain('1400 Happy Path Ln');
    const deedPdf = await t.app.inject({ method: 'GET', url: PATHS.pdf(uuid, deed?.id ?? ''), headers });
    expect(pdfText(deedPdf.rawPayload).replace(/\n/g, ' ')).toContain(legal.slice(0, 60));

    // A second run writes nothing new; another borrower sees nothing.
    await generateDocuments(t.app.documents.deps, uuid);
    const again = (
      await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers })
    ).json() as LoanDocumentsView;
    expect(again.documents.map((d) => d.sha256)).toEqual(list.documents.map((d) => d.sha256));
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers: stranger })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.pdf(uuid, opening?.id ?? ''), headers: stranger }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: PATHS.documents(uuid) })).statusCode).toBe(401);
  });
});
