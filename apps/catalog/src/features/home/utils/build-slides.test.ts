import { buildSlides } from './build-slides.ts';

const banner = (image: string, content: string, url = '/display/new') => ({ image, color: '#123456', url, content });

describe('buildSlides', () => {
  it('pairs PC and mobile banners by position and splits title and subtitle', () => {
    const slides = buildSlides([banner('/pc1.webp', 'PC title|PC sub'), banner('/pc2.webp', 'Second', '/display/best')], [banner('/m1.webp', 'M title|M sub')]);
    expect(slides).toEqual([
      { url: '/display/new', color: '#123456', pcImage: '/pc1.webp', mobileImage: '/m1.webp', title: 'PC title', subtitle: 'PC sub', mobileTitle: 'M title', mobileSubtitle: 'M sub' },
      { url: '/display/best', color: '#123456', pcImage: '/pc2.webp', mobileImage: '/pc2.webp', title: 'Second', subtitle: '', mobileTitle: 'Second', mobileSubtitle: '' },
    ]);
  });

  it('leaves out banners without a picture and falls back to the mobile list', () => {
    expect(buildSlides([banner(' ', 'x')], [])).toEqual([]);
    expect(buildSlides([], [banner('/m.webp', 'Only mobile')]).map((s) => [s.pcImage, s.mobileImage, s.title])).toEqual([['/m.webp', '/m.webp', 'Only mobile']]);
  });
});
