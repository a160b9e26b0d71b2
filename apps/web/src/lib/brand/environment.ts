/** Local, .localhost and loopback hosts are not production (spec section 9): digits are allowed in last names there. */
export function isProductionHost(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return !(
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === ''
  );
}
