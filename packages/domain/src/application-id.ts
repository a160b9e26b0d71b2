/**
 * An application id from the address, fit to go into an API path: the hex 8-4-4-4-12 shape of a UUID, so no
 * segment of the address can bend the path it is put in. Checked without zod, so the application pages do not
 * fetch it for this alone (decision 0198); the server checks the id itself, and a well-shaped id it does not know
 * is answered 404 like any other.
 */
const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isApplicationId(value: string): boolean {
  return APPLICATION_ID.test(value);
}
