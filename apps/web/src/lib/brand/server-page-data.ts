import type { PrivateLabelData } from '@hearth/domain/brands';

/**
 * On the server there is no page to read the data block from: the server entry (src/entry-server.tsx) names
 * the brand data of the render in progress here, and `readPrivateLabelData` falls back to it (decision 0095).
 */
let source: (() => PrivateLabelData | undefined) | undefined;

export function setServerPageData(read: () => PrivateLabelData | undefined): void {
  source = read;
}

export function serverPageData(): PrivateLabelData | undefined {
  return source?.();
}
