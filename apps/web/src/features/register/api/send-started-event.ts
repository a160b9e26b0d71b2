import { telemetry } from '@/lib/telemetry';

export const APPLICATION_STARTED_EVENT = 'heloc_application_started';

/**
 * The "application started" tracking event, through the telemetry client: `/ft/authenticated/event` once the
 * borrower holds a token, with keepalive so it survives the navigation that follows. Telemetry never blocks
 * the journey: the client swallows every failure.
 */
export async function sendStartedEvent(applicationUuid: string): Promise<void> {
  await telemetry.track({
    event: APPLICATION_STARTED_EVENT,
    applicationUuid,
    eventProperties: { applicationUuid },
    dedupeProperty: 'applicationUuid',
  });
}
