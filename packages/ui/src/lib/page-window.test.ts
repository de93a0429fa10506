import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('centres the current page', () => {
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('clamps a page outside the range and handles no pages', () => {
    expect(pageWindow(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(-3, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
