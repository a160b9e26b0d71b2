import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, responseSerializerCompiler } from './response-serializer';

// Issue 21 item 6: responses are written by serializers compiled from their JSON schema instead of zod's encode on
// every answer; they must write exactly what zod writes.
const zodWrites = (schema: z.ZodType, data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x' } as never)(data) as string;

const view = {
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  status: {
    checklistStatus: 'OFFER_SELECTION',
    waitingOnFloodCert: false,
    bpo: 'NOT_REQUIRED',
    primaryParticipantAcceptComplete: false,
    manualNotary: false,
    internal: 'never written',
  },
  rate: 8.25,
  discountList: [],
  amount: 50_000.5,
  originationFee: 0,
  term: 30,
  rateType: 'Variable',
  property: { street1: '1 "Quoted" Way \u2028', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
  consents: [{ type: 'SOFT_CREDIT' }],
  helocSigners: [{ identityUuid: '6d6dcae0-e0b9-4d3b-9dcf-68c696ead382' }],
  disburseAccount: null,
  isCrypto: false,
  isInquiry: false,
  active: true,
  activeForAppStart: true,
  auditFields: { createdDate: '2026-11-27T21:04:24.500Z' },
  referrer: null,
  passwordHash: 'never written',
};

describe('compiled response serializers', () => {
  it("write the application's status as zod does: same keys, same order, nothing outside the contract", () => {
    const compiled = compiledSerializer(applicationResponseSchema);
    expect(compiled).toBeDefined();
    const written = compiled?.(view) ?? '';
    expect(written).toBe(zodWrites(applicationResponseSchema, view));
    expect(written).not.toContain('never written');
    const withAccount = {
      ...view,
      disburseAccount: { mask: '6789', accountNumber: '••••6789', routingNumber: null },
    };
    expect(compiled?.(withAccount)).toBe(zodWrites(applicationResponseSchema, withAccount));
  });

  it('keep zod for what JSON schema cannot say the same way', () => {
    expect(compiledSerializer(z.object({ at: z.date() }))).toBeUndefined();
    expect(compiledSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(
      compiledSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeUndefined();
    expect(
      compiledSerializer(z.object({ kind: z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]) })),
    ).toBe(undefined);
    const loose = z.looseObject({ a: z.string(), n: z.number().nullable(), list: z.array(z.unknown()) });
    const data = { extra: { deep: [1] }, a: 'x', n: null, list: [{ any: true }, 'two'] };
    expect(compiledSerializer(loose)?.(data)).toBe(zodWrites(loose, data));
  });

  it('in tests, refuse what zod refuses and fail loudly if the two ever differ', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: true }));
    app.get(
      '/bad',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'one' }) as never,
    );
    app.get(
      '/good',
      { schema: { response: { 200: z.object({ n: z.number(), s: z.string() }) } } },
      async () => ({
        s: 'x',
        n: 1,
      }),
    );
    const bad = await app.inject({ method: 'GET', url: '/bad' });
    expect(bad.statusCode).toBe(500);
    const good = await app.inject({ method: 'GET', url: '/good' });
    expect(good.body).toBe('{"n":1,"s":"x"}');
    await app.close();
  });
});
