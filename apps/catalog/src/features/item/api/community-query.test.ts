import { reviewsQuery } from './community-query.ts';

describe('reviewsQuery', () => {
  it('asks for reviews with only the filters that are set, 5 per page', () => {
    expect(reviewsQuery({ itemUserCode: 'P1' })).toEqual({ itemUserCode: 'P1', photoFlag: undefined, score: undefined, orderBy: undefined, page: 1, size: 5 });
    expect(reviewsQuery({ itemUserCode: 'P1', photoFlag: 'Y', score: 4, orderBy: 'LIKE_COUNT', page: 2 })).toEqual({
      itemUserCode: 'P1', photoFlag: 'Y', score: 4, orderBy: 'LIKE_COUNT', page: 2, size: 5,
    });
  });
});
