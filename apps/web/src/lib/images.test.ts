import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_IMAGE } from './images';

describe('the "no picture" placeholder', () => {
  // An English "No image" drawn into the picture showed on Hindi pages (issue 23): the placeholder is an icon.
  it('is a picture with no words in it', () => {
    const file = new URL(`../../public${NO_IMAGE}`, import.meta.url);
    expect(NO_IMAGE).toMatch(/\.svg$/);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject/i);
  });
});
