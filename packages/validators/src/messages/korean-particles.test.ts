import { withObject, withTopic } from './korean-particles.ts';

describe('Korean particles', () => {
  it('choose 을/은 after a final consonant and 를/는 after a vowel', () => {
    expect(withObject('색상')).toBe('색상을');
    expect(withObject('사이즈')).toBe('사이즈를');
    expect(withTopic('수량')).toBe('수량은');
    expect(withTopic('메모')).toBe('메모는');
  });

  it('read digits and Latin letters as they are pronounced in Korean', () => {
    expect(withObject('옵션1')).toBe('옵션1을');
    expect(withObject('옵션2')).toBe('옵션2를');
    expect(withTopic('XL')).toBe('XL은');
  });
});
