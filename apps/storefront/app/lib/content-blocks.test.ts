import { describe, expect, it } from 'vitest';
import { videoSourceOf } from './content-blocks.server';

describe('video blocks', () => {
  it('play YouTube without its cookies, whatever form of address names the video', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ])
      expect(videoSourceOf(url)).toEqual({
        kind: 'embed',
        src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      });
  });

  it('play Vimeo without tracking, and the shop’s own files in the page', () => {
    expect(videoSourceOf('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(videoSourceOf('/media/content/warehouse.mp4')).toEqual({
      kind: 'file',
      src: '/media/content/warehouse.mp4',
    });
  });

  it('link to any other address instead of framing it', () => {
    expect(videoSourceOf('https://video.example.com/v/1')).toEqual({
      kind: 'link',
      src: 'https://video.example.com/v/1',
    });
    expect(videoSourceOf('https://www.youtube.com/watch?v=<script>')).toMatchObject({ kind: 'link' });
  });
});
