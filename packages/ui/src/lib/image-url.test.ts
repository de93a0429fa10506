import { imageSources, ipxUrl, isExternalImage, snapWidth, srcSetWidths } from './image-url.ts';

describe('ipxUrl', () => {
  it('drops the leading slash of the path and asks for webp', () => {
    expect(ipxUrl('/upload/items/1001-1.png', 640)).toBe('/_ipx/w_640,f_webp/upload/items/1001-1.png');
    expect(ipxUrl('upload/a.png', 320)).toBe('/_ipx/w_320,f_webp/upload/a.png');
  });
});

describe('srcSetWidths', () => {
  it('offers widths up to the first one covering twice the display width', () => {
    expect(srcSetWidths(150)).toEqual([320]);
    expect(srcSetWidths(300)).toEqual([320, 640]);
    expect(srcSetWidths(320)).toEqual([320, 640]);
    expect(srcSetWidths(500)).toEqual([320, 640, 768, 1024]);
  });

  it('stops at the largest width for very wide images', () => {
    expect(srcSetWidths(1200)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });
});

describe('snapWidth', () => {
  it('rounds up to a resizer width and caps at the largest', () => {
    expect(snapWidth(280)).toBe(320);
    expect(snapWidth(640)).toBe(640);
    expect(snapWidth(2000)).toBe(1536);
  });
});

describe('imageSources', () => {
  it('resizes relative paths', () => {
    expect(imageSources('/upload/a.png', 300)).toEqual({
      src: '/_ipx/w_320,f_webp/upload/a.png',
      srcSet: '/_ipx/w_320,f_webp/upload/a.png 320w, /_ipx/w_640,f_webp/upload/a.png 640w',
    });
  });

  it('keeps absolute URLs as they are', () => {
    expect(imageSources('https://cdn.example.com/a.png', 300)).toEqual({ src: 'https://cdn.example.com/a.png' });
    expect(isExternalImage('//cdn.example.com/a.png')).toBe(true);
    expect(isExternalImage('/upload/a.png')).toBe(false);
  });
});
