import sharp from 'sharp';

/** A real JPEG carrying EXIF with GPS data, to prove uploads are stripped. */
export const jpegWithExif = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'TestCam', Model: 'GPS-1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();

export const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();

export const webp = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#22aa55' } })
    .webp()
    .toBuffer();
