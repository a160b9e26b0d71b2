/**
 * An application as GET .../application/heloc/{uuid} answers it, with what a page test reads: its status, when it
 * was started (`2026-11-01` unless `extra` says otherwise) and anything else the test names in `extra`.
 */
export function applicationFixture(
  uuid: string,
  checklistStatus: string,
  extra: Record<string, unknown> = {},
) {
  return { uuid, status: { checklistStatus }, auditFields: { createdDate: '2026-11-01' }, ...extra };
}

/**
 * Started on a November morning at a home in `state`: for the dates a page names on the home's calendar
 * (decision 0272). The city and ZIP are one of the state's.
 */
export function homeIn(
  state: string,
  place: { city: string; zip: string } = { city: 'Albany', zip: '12207' },
) {
  return {
    auditFields: { createdDate: '2026-11-01T10:00:00Z' },
    property: { city: place.city, state, zip: place.zip },
  };
}
