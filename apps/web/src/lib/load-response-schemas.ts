import { loadChunk } from '@/lib/load-page-module';

/** Starts loading the response schemas' chunk; call it before the request so both travel at once. */
export function loadResponseSchemas() {
  return loadChunk(() => import('@/lib/response-schemas'));
}
