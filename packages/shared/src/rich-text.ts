/**
 * Rich-text helpers shared by the editor (live counter) and the server (limit after sanitising). The limit counts
 * what a reader sees, like the editor's textContent: tags do not count, an entity counts as one character.
 */
/**
 * The stored HTML's own bound, checked on the server after sanitising (issue 29): the allow-list adds attributes
 * and closing tags, so 40 KB of bare links grew up to six times. The spec's character limits count what a reader
 * sees; this one counts bytes of markup.
 */
export const RICH_TEXT_LIMITS = { storedBytesMax: 64 * 1024 } as const;

export const RICH_TEXT_MESSAGES = {
  tooMuchMarkup: 'This text has too much formatting. Please remove some and save again.',
} as const;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Removes every `open…close` span, leftmost first and shortest, like the regex /open[\s\S]*?close/g but with
 * indexOf only: linear in the input, so a page of "<" cannot stall the server (security review finding 2).
 */
function removeSpans(text: string, open: string, close: string): string {
  let out = '';
  let pos = 0;
  for (;;) {
    const start = text.indexOf(open, pos);
    if (start === -1) break;
    const end = text.indexOf(close, start + open.length);
    if (end === -1) break;
    out += text.slice(pos, start);
    pos = end + close.length;
  }
  return out + text.slice(pos);
}

export function htmlToText(html: string): string {
  return removeSpans(removeSpans(html, '<!--', '-->'), '<', '>').replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z][a-z0-9]{0,31});/gi, (_m, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED[code.toLowerCase()] ?? '\u00a0';
  });
}

export const visibleTextLength = (html: string) => htmlToText(html).length;

/** True when the HTML shows nothing but whitespace (an editor's empty "<p><br></p>"). */
export const isBlankHtml = (html: string) => htmlToText(html).trim() === '';
