import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs.tsx';

const ITEMS = [
  { id: 'detail', label: '상세정보', content: <p>상세 내용</p> },
  { id: 'info', label: '기본정보', content: <p>기본 내용</p> },
  { id: 'review', label: '후기', content: <p>후기 내용</p> },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', () => {
    render(<Tabs items={ITEMS} label="상품 정보" />);
    expect(screen.getByRole('tab', { name: '상세정보' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('기본 내용').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: '기본정보' }));
    expect(screen.getByRole('tab', { name: '기본정보' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '기본정보' }).textContent).toBe('기본 내용');
  });

  it('moves with the arrow, Home and End keys', () => {
    render(<Tabs items={ITEMS} label="상품 정보" />);
    const list = screen.getByRole('tablist', { name: '상품 정보' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '후기' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('후기');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: '상세정보' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '기본정보' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reports the choice when controlled', () => {
    const onSelect = jest.fn();
    render(<Tabs items={ITEMS} label="상품 정보" selectedId="info" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: '후기' }));
    expect(onSelect).toHaveBeenCalledWith('review');
    expect(screen.getByRole('tab', { name: '기본정보' }).getAttribute('aria-selected')).toBe('true');
  });
});
