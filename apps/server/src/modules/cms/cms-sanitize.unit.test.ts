import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../platform/http/sanitize';

/**
 * CMS content goes through the provider descriptions' allow-list (ARCHITECTURE §7). Each payload must come out
 * with nothing that could run: no script element, no event attribute, no script URL, no frame, no SVG, no style.
 */
const CORPUS: Array<[string, string]> = [
  ['script element', '<p>Hi</p><script>alert(1)</script>'],
  ['script split by case', '<p>Hi</p><ScRiPt src="//evil.example/x.js"></ScRiPt>'],
  ['onclick', '<p onclick="alert(1)">Hi</p>'],
  ['onerror on an image', '<p>Hi<img src=x onerror="alert(1)"></p>'],
  ['onmouseover without quotes', '<p><strong onmouseover=alert(1)>Hi</strong></p>'],
  ['javascript: link', '<p><a href="javascript:alert(1)">Hi</a></p>'],
  ['javascript: with entities and spaces', '<p><a href=" jav&#x09;ascript:alert(1)">Hi</a></p>'],
  ['data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Hi</a></p>'],
  ['vbscript: link', '<p><a href="vbscript:msgbox(1)">Hi</a></p>'],
  ['iframe', '<p>Hi</p><iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>Hi</p>'],
  ['svg onload', '<p>Hi</p><svg onload="alert(1)"><circle r="4"/></svg>'],
  ['svg with a script inside', '<svg><script>alert(1)</script></svg><p>Hi</p>'],
  ['CSS url() in a style attribute', '<p style="background:url(javascript:alert(1))">Hi</p>'],
  ['CSS url() in a style element', '<style>p{background:url("https://evil.example/track.png")}</style><p>Hi</p>'],
  ['CSS expression()', '<p style="width:expression(alert(1))">Hi</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>Hi</p>'],
  ['form and input', '<form action="https://evil.example"><input name="pw"></form><p>Hi</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Hi</p>'],
  ['base href', '<base href="https://evil.example/"><p>Hi</p>'],
  ['unclosed comment trick', '<p>Hi</p><!--<img src=x onerror=alert(1)>-->'],
  ['math/xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math><p>Hi</p>'],
];

const DANGER = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<style/i,
  /style\s*=/i,
  /url\(/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<img/i,
  /<math/i,
  /expression\(/i,
];

describe('CMS content sanitiser (payload corpus)', () => {
  for (const [name, payload] of CORPUS) {
    it(`removes ${name}`, () => {
      const clean = sanitizeRichText(payload) ?? '';
      for (const pattern of DANGER) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    });
  }

  it('keeps the allowed formatting and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>a</li></ul><blockquote>q</blockquote><p><a href="https://padosi.in">site</a> <a href="mailto:a@b.in">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Title</h3><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>a</li></ul><blockquote>q</blockquote><p><a href="https://padosi.in" rel="noopener nofollow" target="_blank">site</a> <a href="mailto:a@b.in" rel="noopener nofollow" target="_blank">mail</a></p>',
    );
  });

  it('keeps the text of a refused link, and nothing of a script', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">Click</a> here</p>')).toBe('<p>Click here</p>');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBeNull();
  });
});
