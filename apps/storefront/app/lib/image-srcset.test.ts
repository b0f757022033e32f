import { describe, expect, it } from 'vitest';
import { imageSrcset } from './image-srcset';

describe('image srcset', () => {
  it('lists the breakpoint widths narrower than the image, then the original', () => {
    expect(imageSrcset('/media/catalog/bolt-grey.webp', 1536)).toBe(
      [
        '/media/catalog/bolt-grey.webp?width=320 320w',
        '/media/catalog/bolt-grey.webp?width=640 640w',
        '/media/catalog/bolt-grey.webp?width=768 768w',
        '/media/catalog/bolt-grey.webp?width=1024 1024w',
        '/media/catalog/bolt-grey.webp?width=1280 1280w',
        '/media/catalog/bolt-grey.webp 1536w',
      ].join(', '),
    );
    expect(imageSrcset('/media/photo.JPG?v=2', 700)).toBe(
      '/media/photo.JPG?v=2&width=320 320w, /media/photo.JPG?v=2&width=640 640w, /media/photo.JPG?v=2 700w',
    );
  });

  it('offers a small image only as it is', () => {
    expect(imageSrcset('/media/icon.png', 300)).toBe('/media/icon.png 300w');
  });

  it('leaves drawings and images of unknown width without a srcset', () => {
    expect(imageSrcset('/media/catalog/bolt-grey.svg', 400)).toBeUndefined();
    expect(imageSrcset('/media/sheet.pdf', 800)).toBeUndefined();
    expect(imageSrcset('/media/catalog/bolt-grey.webp', null)).toBeUndefined();
    expect(imageSrcset('/no-image.svg', null)).toBeUndefined();
  });
});
