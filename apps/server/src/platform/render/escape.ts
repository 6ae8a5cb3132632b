/**
 * Text made safe inside markup the server writes (HTML, the sitemap's XML, a demo picture's SVG): in an element's
 * text or in a double-quoted attribute value, it can end neither and open no tag or entity.
 */
export const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
