import assert from 'node:assert/strict';
import { combinationKey, parseRequiredItem, textKey } from './option-part.ts';

describe('parseRequiredItem', () => {
  it('reads items without options', () => {
    assert.deepEqual(parseRequiredItem('1001||2||'), { itemId: 1001, quantity: 2, parts: [] });
    assert.deepEqual(parseRequiredItem('1001||2'), { itemId: 1001, quantity: 2, parts: [] });
  });

  it('reads combination and text options', () => {
    assert.deepEqual(parseRequiredItem('1001||1||55```'), { itemId: 1001, quantity: 1, parts: [{ optionId: 55, text: '' }] });
    assert.deepEqual(parseRequiredItem('7||1||3```사랑해^^^4```HB'), {
      itemId: 7,
      quantity: 1,
      parts: [
        { optionId: 3, text: '사랑해' },
        { optionId: 4, text: 'HB' },
      ],
    });
  });

  it('rejects malformed entries', () => {
    for (const bad of ['', 'abc||1||', '1001||0||', '1001||-1||', '1001||1||x```', '1||2||3||4', '1001||1.5||']) {
      assert.equal(parseRequiredItem(bad), undefined, bad);
    }
  });
});

describe('option keys', () => {
  it('are stable regardless of order', () => {
    assert.equal(combinationKey(5), 'S:5');
    assert.equal(textKey([{ optionId: 2, text: 'b' }, { optionId: 1, text: 'a' }]), textKey([{ optionId: 1, text: 'a' }, { optionId: 2, text: 'b' }]));
  });
});
