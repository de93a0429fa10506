import { detailHtml } from './detail-html.ts';

describe('detailHtml', () => {
  it('sends uploaded images through the resizer and loads them lazily', () => {
    expect(detailHtml('<p>상세</p><img src="/upload/editor/a.png" alt="a">')).toBe(
      '<p>상세</p><img loading="lazy" src="/_ipx/w_1536,f_webp/upload/editor/a.png" alt="a">',
    );
  });

  it('keeps attributes before src and an existing loading attribute', () => {
    expect(detailHtml("<img class='x' loading=\"eager\" src='/upload/b.jpg'>")).toBe("<img class='x' loading=\"eager\" src='/_ipx/w_1536,f_webp/upload/b.jpg'>");
  });

  it('leaves absolute images and other markup alone', () => {
    const html = '<img src="https://cdn.example.com/c.png"><a href="/upload/doc.pdf">doc</a>';
    expect(detailHtml(html)).toBe(html);
  });
});
