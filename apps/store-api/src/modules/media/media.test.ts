import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCodes } from '@tradeshop/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/error-handler.ts';
import { mediaRoutes, variantsFolder } from './media.routes.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>';

async function raster(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/** Every file below the variants folder, as paths relative to it. */
function variantFiles(mediaDir: string): string[] {
  const folder = join(mediaDir, variantsFolder);
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) =>
      statSync(join(folder, entry)).isFile(),
    );
  } catch {
    return [];
  }
}

// The media routes need no database: a bare app with the shop's error handling serves them.
describe('media files in the image breakpoint widths', () => {
  let mediaDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'tradeshop-media-test-'));
    mkdirSync(join(mediaDir, 'catalog'));
    writeFileSync(join(mediaDir, 'catalog/photo.webp'), await raster(1536, 1152, 'webp'));
    writeFileSync(join(mediaDir, 'catalog/photo.png'), await raster(1000, 500, 'png'));
    writeFileSync(join(mediaDir, 'catalog/photo.jpg'), await raster(2000, 1000, 'jpeg'));
    writeFileSync(join(mediaDir, 'catalog/small.webp'), await raster(300, 200, 'webp'));
    writeFileSync(join(mediaDir, 'catalog/drawing.svg'), svg);
    writeFileSync(join(mediaDir, 'secret.webp'), await raster(10, 10, 'webp'));
    app = Fastify();
    registerErrorHandling(app);
    await app.register(mediaRoutes(join(mediaDir)));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url });

  it('scales raster images down to the width, keeping the aspect ratio and the format', async () => {
    const cases = [
      { url: '/media/catalog/photo.webp?width=640', type: 'image/webp', format: 'webp', size: [640, 480] },
      { url: '/media/catalog/photo.png?width=320', type: 'image/png', format: 'png', size: [320, 160] },
      { url: '/media/catalog/photo.jpg?width=1536', type: 'image/jpeg', format: 'jpeg', size: [1536, 768] },
    ];
    for (const { url, type, format, size } of cases) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, ...size]);
    }
  });

  it('never enlarges: an original no wider than the width comes back as it is', async () => {
    for (const url of ['/media/catalog/small.webp?width=320', '/media/catalog/photo.png?width=1024']) {
      const response = await get(url);
      const original = await get(url.replace(/\?.*/, ''));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(original.rawPayload)).toBe(true);
    }
    expect(variantFiles(mediaDir).some((file) => file.includes('small') || file.includes('w1024'))).toBe(
      false,
    );
  });

  it('writes each scaled copy once and reads it from disk afterwards', async () => {
    const url = '/media/catalog/photo.webp?width=768';
    const [first, second] = await Promise.all([get(url), get(url)]);
    const cached = join(mediaDir, variantsFolder, 'w768/catalog/photo.webp');
    const written = statSync(cached);
    const third = await get(url);
    expect(statSync(cached).mtimeMs).toBe(written.mtimeMs);
    expect(statSync(cached).ino).toBe(written.ino);
    expect(second!.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(variantFiles(mediaDir).filter((file) => file.startsWith('w768'))).toEqual([
      join('w768', 'catalog', 'photo.webp'),
    ]);
  });

  it('answers 400 with the error envelope for any width but a breakpoint, and writes nothing', async () => {
    const before = variantFiles(mediaDir);
    const widths = ['700', '0', '-320', '320.0', '1e3', 'abc', '', '320&width=640', '99999'];
    for (const width of widths) {
      const response = await get(`/media/catalog/photo.jpg?width=${width}`);
      expect(response.statusCode, width).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ status: '400', code: errorCodes.invalidRequest });
    }
    expect(variantFiles(mediaDir)).toEqual(before);
  });

  it('serves SVG as it is whatever the width, and ignores unknown parameters', async () => {
    const response = await get('/media/catalog/drawing.svg?width=320&v=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(svg);
    const photo = await get('/media/catalog/photo.webp?v=2');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(1536);
  });

  it('refuses paths outside the media dir and into the variants folder', async () => {
    await get('/media/catalog/photo.webp?width=320');
    for (const url of [
      '/media/../package.json',
      '/media/catalog/%2e%2e/%2e%2e/secret.webp',
      `/media/${variantsFolder}/w320/catalog/photo.webp`,
      '/media/catalog/missing.webp?width=320',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get('/media/secret.webp')).statusCode).toBe(200);
  });
});
