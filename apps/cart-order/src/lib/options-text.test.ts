import { optionsText } from './options-text.ts';

describe('optionsText', () => {
  it('decodes the entities the API escapes', () => {
    expect(optionsText('색상: 블랙 &amp; 화이트 / 각인: &lt;사랑해&gt; &quot;A&quot; &#39;B&#39;')).toBe('색상: 블랙 & 화이트 / 각인: <사랑해> "A" \'B\'');
  });

  it('turns line breaks into separators and drops any other markup', () => {
    expect(optionsText('색상: 블랙<br/>사이즈: <b>M</b>')).toBe('색상: 블랙 / 사이즈: M');
    expect(optionsText('<img src=x onerror=alert(1)>문구')).toBe('문구');
  });

  it('is empty for lines without options', () => {
    expect(optionsText('')).toBe('');
    expect(optionsText(null)).toBe('');
  });

  it('keeps unknown or invalid entities as they are', () => {
    expect(optionsText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
