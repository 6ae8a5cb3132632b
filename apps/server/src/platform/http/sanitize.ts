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
    // Links open in a new tab without handing the opener to the linked page. A link with any other kind of
    // address loses its attributes here and its tags below. (Renaming it to another tag would make
    // sanitize-html close later links with that name.)
    a: (_tag, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? '')
        ? { tagName: 'a', attribs: { href: attribs.href!.trim(), rel: 'noopener nofollow', target: '_blank' } }
        : { tagName: 'a', attribs: {} },
  },
};

/** Links cannot nest, so an attribute-less <a> is closed by the next </a>: keep only its text. */
const unwrapBareLinks = (html: string) => html.replace(/<a>([\s\S]*?)<\/a>/g, '$1');

/** Sanitised HTML, or null when nothing visible is left. */
export function sanitizeRichText(html: string): string | null {
  const clean = unwrapBareLinks(sanitizeHtml(html, OPTIONS)).trim();
  return isBlankHtml(clean) ? null : clean;
}
