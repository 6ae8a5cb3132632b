import { describe, expect, it } from 'vitest';
import { htmlToText, isBlankHtml, visibleTextLength } from './rich-text';

describe('visibleTextLength', () => {
  it('counts text, not tags', () => {
    expect(visibleTextLength('<p><strong>Hi</strong> <em>there</em></p>')).toBe(8);
  });
  it('counts an entity as one character', () => {
    expect(visibleTextLength('a &amp; b&nbsp;&#233;&#x41;')).toBe(8);
    expect(htmlToText('&lt;b&gt;')).toBe('<b>');
  });
  it('ignores comments and counts 2000 visible characters inside markup as 2000', () => {
    expect(visibleTextLength(`<!-- note --><ul><li>${'x'.repeat(1000)}</li><li>${'y'.repeat(1000)}</li></ul>`)).toBe(2000);
  });
  it('treats an editor placeholder as blank', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
