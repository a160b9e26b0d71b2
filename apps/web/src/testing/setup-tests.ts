import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEarlyRequests } from '@/lib/early-requests';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Files share one jsdom window
// (isolate: false in vitest.config.ts), so everything a test can leave behind is put back after each one: the
// rendered tree and whatever else a test put in the document (a brand's data block, a server-rendered page),
// storage, stubbed globals (fetch, scrollTo), the address and the early reads not taken (early-requests.ts).
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  forgetEarlyRequests();
});
