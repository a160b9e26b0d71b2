import { randomUUID } from 'node:crypto';
import {
  VENDOR_CALLBACK_MAX_BYTES,
  VENDOR_RESULT_SCHEMAS,
  type Vendor,
  type VendorCallback,
  vendorCallbackSchema,
} from '@hearth/domain/vendors';
import { expect, it } from 'vitest';
import { z } from 'zod';

/**
 * What the port contracts (`<port>.contract.ts`, decision 0195) share. A contract is a function declaring the
 * tests every adapter of a port must pass, sandbox or real; each adapter's `*.contract.test.ts` calls it with a
 * factory. Nothing here may name a sandbox persona: a contract checks what the port's interface promises.
 */

/** Builds a fresh adapter (or harness) for each test, so no test sees another's requests. */
export type Make<T> = () => Promise<T> | T;

/**
 * A port whose vendor answers later by a signed callback (decision 0130), with the callbacks it has sent back.
 * A sandbox adapter's harness records what the adapter puts on its outbox; a real adapter's collects what the
 * vendor's test environment posts to a webhook receiver, resolving once the vendor has answered what it was asked
 * (or after the harness's own timeout).
 */
export interface CallbackPortHarness<Port> {
  port: Port;
  callbacks(): Promise<VendorCallback[]>;
}

/** The outbox a sandbox adapter is built with in a contract test: it keeps every callback, as sent. */
export function recordingOutbox(): {
  send: (callback: VendorCallback) => Promise<void>;
  sendLater: (callback: VendorCallback, delaySeconds: number) => Promise<void>;
  callbacks: () => Promise<VendorCallback[]>;
} {
  const sent: VendorCallback[] = [];
  // A copy, as a webhook delivers it: an adapter that changed a callback after sending it cannot hide that.
  const keep = async (callback: VendorCallback) => {
    sent.push(structuredClone(callback));
  };
  return { send: keep, sendLater: keep, callbacks: async () => [...sent] };
}

export const isoDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a yyyy-MM-dd date');
export const isoInstant = z.iso.datetime({ offset: true });
export const text = z.string().trim().min(1);

/** A token or code with its middle character changed: what a forger or a typo sends. */
export function tampered(token: string): string {
  const middle = Math.floor(token.length / 2);
  const changed = token[middle] === 'A' ? 'B' : 'A';
  return `${token.slice(0, middle)}${changed}${token.slice(middle + 1)}`;
}

/** Parses `value` with `schema`, failing the test with zod's account of what is wrong. */
export function expectShape<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? [], `${what}: ${JSON.stringify(value)?.slice(0, 500)}`).toEqual([]);
  return parsed.data as T;
}

/**
 * Every callback a vendor sends must get through Hearth's callback route (decision 0130): the envelope's shape,
 * the request it answers, a result the vendor's schema reads (decision 0193: anything else is refused and kept for
 * a person), JSON that survives the wire unchanged, and a body under the route's size limit.
 */
export function expectCallbackAnswers(vendor: Vendor, callback: VendorCallback, requestId: string): void {
  expectShape(vendorCallbackSchema, callback, `${vendor} callback envelope`);
  expect(callback.requestId, `${vendor} callback names the request it answers`).toBe(requestId);
  expectShape(VENDOR_RESULT_SCHEMAS[vendor], callback.result, `${vendor} callback result`);
  const wire = JSON.stringify(callback);
  expect(JSON.parse(wire), `${vendor} callback survives JSON`).toEqual(callback);
  expect(Buffer.byteLength(wire)).toBeLessThanOrEqual(VENDOR_CALLBACK_MAX_BYTES);
}

/** The callbacks answering one request, each checked by `expectCallbackAnswers`. */
export async function answersTo(
  vendor: Vendor,
  harness: CallbackPortHarness<unknown>,
  requestId: string,
): Promise<VendorCallback[]> {
  const answers = (await harness.callbacks()).filter((callback) => callback.requestId === requestId);
  for (const answer of answers) expectCallbackAnswers(vendor, answer, requestId);
  return answers;
}

/** The vendor's last answer to a request, which must have come; its result read by the vendor's schema. */
export async function lastAnswerTo<Result>(
  vendor: Vendor,
  harness: CallbackPortHarness<unknown>,
  requestId: string,
  schema: z.ZodType<Result>,
): Promise<Result> {
  const answers = await answersTo(vendor, harness, requestId);
  expect(answers.length, `${vendor} answered request ${requestId}`).toBeGreaterThan(0);
  return schema.parse(answers.at(-1)?.result);
}

/**
 * The callback ids of a vendor's answers (decision 0130): Hearth records a callback once per vendor and id. A job
 * that runs again asks the vendor again under the same request id (`openVendorRequest`), which must bring no new
 * id, or the request would be answered twice; two requests whose answers shared an id would leave the second
 * unanswered forever, recorded as the first's duplicate.
 */
export function callbackIdContract<Port>(
  vendor: Vendor,
  make: Make<CallbackPortHarness<Port>>,
  what: string,
  ask: (port: Port, requestId: string) => Promise<void>,
): void {
  const idsFor = async (harness: CallbackPortHarness<Port>, requestId: string) =>
    (await answersTo(vendor, harness, requestId)).map((callback) => callback.callbackId);

  it(`answers ${what} asked again under the same request id under no new callback id`, async () => {
    const harness = await make();
    const requestId = randomUUID();
    await ask(harness.port, requestId);
    const first = await idsFor(harness, requestId);
    expect(first.length, 'the first ask is answered').toBeGreaterThan(0);
    await ask(harness.port, requestId);
    expect(new Set(await idsFor(harness, requestId))).toEqual(new Set(first));
  });

  it(`answers ${what} for two requests under different callback ids`, async () => {
    const harness = await make();
    const [one, two] = [randomUUID(), randomUUID()];
    await ask(harness.port, one);
    await ask(harness.port, two);
    const ofOne = await idsFor(harness, one);
    const ofTwo = await idsFor(harness, two);
    expect(ofOne.length * ofTwo.length, 'both requests are answered').toBeGreaterThan(0);
    expect(ofOne.filter((id) => ofTwo.includes(id))).toEqual([]);
  });
}
