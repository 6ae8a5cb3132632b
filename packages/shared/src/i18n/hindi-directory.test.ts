import { describe, expect, it } from 'vitest';
import { CREATE_MASTER_OPTIONS, HOME } from '../home-constants';
import { IMAGE_MESSAGES } from '../images';
import { hindiMessage } from './hindi-messages';

describe("the Hindi of the directory's shared texts", () => {
  it('covers the post choices and the home cards’ default button', () => {
    const texts = [HOME.defaultButtonText, ...CREATE_MASTER_OPTIONS.flatMap((o) => [o.title, o.description])];
    expect(texts.filter((text) => hindiMessage(text) === text)).toEqual([]);
  });

  it('says both sizes of a compressed picture', () => {
    expect(hindiMessage(IMAGE_MESSAGES.compressed(812, 195))).toBe('फ़ोटो छोटी कर दी गई: 812 KB से 195 KB।');
  });
});
