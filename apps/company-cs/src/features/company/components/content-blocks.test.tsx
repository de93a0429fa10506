import { render, screen } from '@testing-library/react';
import type { ContentBlock } from '@shop/api-client';
import { ContentBlocks } from './content-blocks.tsx';

describe('ContentBlocks', () => {
  it('shows repeated paragraphs and items as many times as the operator wrote them, without a key clash', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const block = (paragraphs: string[]): ContentBlock => ({
      heading: '약속', paragraphs, items: [{ title: '품질', text: '하나' }, { title: '품질', text: '둘' }],
    });
    const { rerender } = render(<ContentBlocks blocks={[block(['좋은 물건', '좋은 물건', '오래 씁니다'])]} />);
    expect(screen.getAllByText('좋은 물건')).toHaveLength(2);
    expect(screen.getAllByRole('term').map((t) => t.nextElementSibling?.textContent)).toEqual(['하나', '둘']);
    rerender(<ContentBlocks blocks={[block(['좋은 물건', '오래 씁니다'])]} />);
    expect(Array.from(document.querySelectorAll('.cs-company__text')).map((p) => p.textContent)).toEqual(['좋은 물건', '오래 씁니다']);
    expect(errors.mock.calls.filter((call) => /same key/.test(String(call[0])))).toEqual([]);
    errors.mockRestore();
  });
});
