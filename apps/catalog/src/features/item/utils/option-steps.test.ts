import type { ItemOption } from '@shop/api-client';
import { combinationName, findCombination, stepChoices } from './option-steps.ts';

function option(itemOptionId: number, names: [string, string?, string?], price = 0, stock = 5): ItemOption {
  return { itemOptionId, optionType: 'S3', optionName1: names[0], optionName2: names[1] ?? null, optionName3: names[2] ?? null, optionPrice: price, optionStockQuantity: stock, optionSoldOutFlag: stock > 0 ? 'N' : 'Y', isSoldOut: stock <= 0 };
}

const SOFA = [
  option(1, ['아이보리', '2인', '패브릭']),
  option(2, ['아이보리', '2인', '가죽'], 250000, 0),
  option(3, ['아이보리', '3인', '패브릭'], 90000, 0),
  option(4, ['아이보리', '3인', '가죽'], 340000, 0),
  option(5, ['그레이', '2인', '패브릭'], 0, 0),
  option(6, ['그레이', '2인', '가죽'], 250000, 0),
];

describe('option steps', () => {
  it('lists each step once, in order, and marks a value sold out only when everything under it is', () => {
    expect(stepChoices(SOFA, 'S3', [], 0).map((c) => [c.value, c.soldOut])).toEqual([['아이보리', false], ['그레이', true]]);
    expect(stepChoices(SOFA, 'S3', ['아이보리'], 1).map((c) => [c.value, c.soldOut])).toEqual([['2인', false], ['3인', true]]);
    const last = stepChoices(SOFA, 'S3', ['아이보리', '2인'], 2);
    expect(last.map((c) => [c.value, c.soldOut, c.option?.itemOptionId, c.option?.optionPrice])).toEqual([['패브릭', false, 1, 0], ['가죽', true, 2, 250000]]);
  });

  it('finds the combination once every step is chosen', () => {
    expect(findCombination(SOFA, 'S3', ['아이보리', '2인'])).toBeUndefined();
    expect(findCombination(SOFA, 'S3', ['아이보리', '2인', '패브릭'])?.itemOptionId).toBe(1);
    expect(findCombination(SOFA, 'S3', ['아이보리', '', '패브릭'])).toBeUndefined();
    expect(combinationName(SOFA[0] as ItemOption, 'S3')).toBe('아이보리 / 2인 / 패브릭');
  });

  it('treats a single-step type as one step', () => {
    const single = [option(7, ['블랙']), option(8, ['화이트'], 0, 0)];
    expect(stepChoices(single, 'S', [], 0).map((c) => [c.value, c.soldOut, c.option?.itemOptionId])).toEqual([['블랙', false, 7], ['화이트', true, 8]]);
    expect(findCombination(single, 'S', ['블랙'])?.itemOptionId).toBe(7);
  });
});
