import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Shows a provider's long description. The server already sanitised it with an allow-list; this renders it
 * again through the same allow-list as React elements (never as raw HTML), so nothing in it can run as script.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'b', 'i']);
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes, toReact);
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // The server's first-screen render (decision 1104) has no DOMParser. The text is the server's own, sanitised with
  // the same allow-list when it was written; the browser hydrates these nodes and renders its own tree after that.
  if (typeof DOMParser === 'undefined') return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={`rich-text ${className}`}>{Array.from(doc.body.childNodes, toReact)}</div>;
}
