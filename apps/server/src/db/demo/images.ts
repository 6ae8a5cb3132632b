import sharp from 'sharp';
import { escapeMarkup } from '../../platform/render/escape';

/** A generated picture for demo rows: a soft gradient with a large label, rendered from SVG by sharp. */
export async function demoPicture(label: string, hue: number, width = 800, height = 600): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) * (label.length <= 2 ? 0.42 : 0.12));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="white" fill-opacity="0.12"/>
    <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="white" fill-opacity="0.1"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="white" text-anchor="middle" dominant-baseline="middle">${escapeMarkup(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export { initials } from '@padosi/shared/text';
