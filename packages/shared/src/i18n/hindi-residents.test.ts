import { describe, expect, it } from 'vitest';
import { RESIDENTS_MESSAGES } from '../residents-constants';
import { hindiMessage } from './hindi-messages';

describe('the Hindi of trusted neighbours’ messages', () => {
  it('covers every text of RESIDENTS_MESSAGES', () => {
    expect(Object.values(RESIDENTS_MESSAGES).filter((text) => hindiMessage(text) === text)).toEqual([]);
  });

  it('names a missing block or flat in Hindi', () => {
    expect(hindiMessage('The block was not found.')).toMatch(/ब्लॉक/);
    expect(hindiMessage('The flat was not found.')).toMatch(/फ़्लैट/);
  });
});
