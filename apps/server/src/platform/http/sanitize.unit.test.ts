import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allow-listed formatting', () => {
    const html =
      '<h3>About</h3><p><strong>b</strong> <em>i</em> <u>u</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol><h4>x</h4><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, handlers, styles, images and frames', () => {
    expect(
      sanitizeRichText('<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://x"></iframe></p>'),
    ).toBe('<p>a</p>');
  });

  it('keeps http, https, mailto and tel links with rel=noopener; other links become their text', () => {
    expect(sanitizeRichText('<a href="tel:+919876543210">call</a>')).toBe('<a href="tel:+919876543210" rel="noopener nofollow" target="_blank">call</a>');
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">bad</a> then <a href="https://ok.in">ok</a></p>')).toBe(
      '<p>bad then <a href="https://ok.in" rel="noopener nofollow" target="_blank">ok</a></p>',
    );
    expect(sanitizeRichText('<p><a href="//evil.example">p</a><a href="data:text/html,x">d</a></p>')).toBe('<p>pd</p>');
  });

  it('maps b/i/h1/h2/div onto allowed tags and returns null for nothing visible', () => {
    expect(sanitizeRichText('<b>b</b><i>i</i><h1>h</h1><div>d</div>')).toBe('<strong>b</strong><em>i</em><h3>h</h3><p>d</p>');
    expect(sanitizeRichText('<p><br></p>')).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
  });
});
