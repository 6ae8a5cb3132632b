import sanitizeHtml from 'sanitize-html';
import { isBlankHtml } from '@padosi/shared/rich-text';

/**
 * The allow-list for provider long descriptions, applied when the text is written (ARCHITECTURE §7): simple
 * formatting, lists, two heading levels, quotes and links to web, mail and phone addresses. Everything else is
 * dropped, with the text of unknown tags kept and the content of script/style removed.
 */
const SAFE_HREF = /^\s*(https?:\/\/|mailto:|tel:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h3',
    h2: 'h3',
    div: 'p',
    // Links open in a new tab without handing the opener to the linked page; a link with any other kind of
    // address becomes plain text (span is not allowed, so only its text stays).
    a: (_tag, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? '')
        ? { tagName: 'a', attribs: { href: attribs.href!.trim(), rel: 'noopener nofollow', target: '_blank' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Sanitised HTML, or null when nothing visible is left. */
export function sanitizeRichText(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return isBlankHtml(clean) ? null : clean;
}
