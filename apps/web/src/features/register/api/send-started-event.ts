import { getToken } from '@/lib/session';

export const TELEMETRY_EVENT_PATH = '/ft/authenticated/event';
export const APPLICATION_STARTED_EVENT = 'heloc_application_started';

/**
 * POST {base}/ft/authenticated/event with keepalive so it survives the navigation that follows. Telemetry
 * never blocks the journey: a failure is ignored.
 */
export async function sendStartedEvent(applicationUuid: string): Promise<void> {
  const token = getToken();
  try {
    await fetch(TELEMETRY_EVENT_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        domain: globalThis.location?.host ?? '',
        pagePath: globalThis.location?.pathname ?? '',
        event: APPLICATION_STARTED_EVENT,
        applicationUuid,
        eventType: 'WEB',
        productType: 'HELOC',
        queryParams: {},
        eventProperties: {},
      }),
    });
  } catch {
    // Telemetry is best effort.
  }
}
