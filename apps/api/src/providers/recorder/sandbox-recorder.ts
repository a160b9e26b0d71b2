import type { VendorCallback } from '@hearth/domain/vendors';
import { createRng, stableHash } from '../sandbox-random';
import type { RecorderVendor, RecordingOrder } from './recorder';

/**
 * A deterministic county recorder (docs/sandbox-personas.md, "Recording and funding"): every deed is recorded, the
 * instrument number is the submission year and a number drawn from a hash of the request, book and page likewise,
 * so the same request always gets the same record. It answers after `delaySeconds` (a real county takes days;
 * the sandbox default is at once) and records the fee and tax it was paid.
 */
export class SandboxRecorder implements RecorderVendor {
  constructor(
    private readonly send: (callback: VendorCallback, delaySeconds: number) => Promise<void>,
    private readonly delaySeconds = 0,
  ) {}

  async record(order: RecordingOrder): Promise<void> {
    const rng = createRng(stableHash(`${order.requestId}:recording`));
    const year = order.submittedAt.getUTCFullYear();
    await this.send(
      {
        callbackId: `recorder:${order.requestId}`,
        requestId: order.requestId,
        event: 'recording.completed',
        result: {
          outcome: 'RECORDED',
          office: `${order.property.city.toUpperCase()}, ${order.property.state} COUNTY RECORDER (SANDBOX)`,
          instrumentNumber: `${year}-${String(rng.int(1, 999_999)).padStart(6, '0')}`,
          book: String(rng.int(1000, 9999)),
          page: String(rng.int(1, 999)),
          recordedAt: new Date(order.submittedAt.getTime() + this.delaySeconds * 1000).toISOString(),
          feeCents: order.feeCents,
          taxCents: order.taxCents,
        },
      },
      this.delaySeconds,
    );
  }
}
