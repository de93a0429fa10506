import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { SortSelect } from './sort-select.tsx';

describe('SortSelect', () => {
  it('offers the five sorts and reads the current one from the query string', () => {
    renderAt('/c?orderBy=SALE_PRICE&sort=ASC', <SortSelect />);
    const select = screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['추천순', '최신순', '인기순', '높은 가격순', '낮은 가격순']);
    expect(select.value).toBe('SALE_PRICE_ASC');
  });

  it('puts the chosen sort in the query string and goes back to the first page', async () => {
    const { router } = renderAt('/c?page=3&color=red', <SortSelect />);
    const select = screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    await act(async () => {
      fireEvent.change(select, { target: { value: 'SALE_PRICE_DESC' } });
    });
    expect(router.state.location.search).toBe('?color=red&orderBy=SALE_PRICE&sort=DESC');
    expect(select.value).toBe('SALE_PRICE_DESC');
  });

  it('shows the value its caller keeps and reports a choice without navigating', async () => {
    const chosen: string[] = [];
    const { router } = renderAt('/c?page=2', <SortSelect value="HITS" onChange={(key) => chosen.push(key)} />);
    const select = screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    expect(select.value).toBe('HITS');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'CREATED_DATE' } });
    });
    expect(chosen).toEqual(['CREATED_DATE']);
    expect(router.state.location.search).toBe('?page=2');
  });
});
