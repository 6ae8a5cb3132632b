/**
 * A link an admin may attach to a banner, card or category: a path inside the portal ("/ads") or an http(s)
 * address. Anything else (javascript:, data:, protocol-relative) is refused so it can never run as script.
 * Free of zod: the home page uses these on its first render.
 */
export const isSafeLink = (v: string) => isSafePath(v) || /^https?:\/\/[^\s\\]+$/i.test(v);

/**
 * A path inside the portal. Browsers read a backslash as a slash and drop tabs and newlines, so "/\evil.example"
 * and "/\t/evil.example" would leave the site: both characters are refused anywhere in the path.
 */
const isSafePath = (v: string) => v.startsWith('/') && !v.startsWith('//') && ![...v].some((c) => c === '\\' || c <= ' ' || c === '\u007f');

export const LINK_MESSAGE = 'Enter a path starting with / or an http(s) address.';

/** A link is internal when it is a path; the web app routes those without a page load. */
export const isInternalLink = (v: string) => v.startsWith('/') && !v.startsWith('//');
