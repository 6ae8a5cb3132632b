/** Push services of the browsers we support (ARCHITECTURE.md §11): nothing else may receive our requests. */
const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_HOST_SUFFIXES = ['.notify.windows.com'];

const isLoopbackHost = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Whether the server may POST to this subscription endpoint: an https URL on a known push service, default
 * port, no credentials. Loopback is accepted only when the test configuration allows it; private and other
 * addresses never are, so a subscription cannot turn the server into a request forwarder.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // WHATWG URL has already lower-cased the host and normalised forms such as 127.1 or 0x7f.0.0.1.
  const host = url.hostname;
  if (isLoopbackHost(host)) return allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:');
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
