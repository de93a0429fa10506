import { cartPayload, optionPart } from './cart-payload.ts';
import { comboKey, linesTotal, reduceLines, textKey, type SelectedLine } from './selected-lines.ts';

const line = (overrides: Partial<SelectedLine>): SelectedLine => ({ key: 'x', label: '', itemOptionId: null, texts: [], unitPrice: 10000, quantity: 1, stock: null, ...overrides });

describe('selected lines', () => {
  it('adds a choice once, changes quantities, removes and totals', () => {
    const black = line({ key: comboKey(3), itemOptionId: 3, unitPrice: 12000 });
    const white = line({ key: comboKey(4), itemOptionId: 4 });
    let lines = reduceLines([], { type: 'add', line: black });
    lines = reduceLines(lines, { type: 'add', line: black });
    lines = reduceLines(lines, { type: 'add', line: white });
    expect(lines.map((l) => l.key)).toEqual(['S:3', 'S:4']);
    lines = reduceLines(lines, { type: 'quantity', key: 'S:3', quantity: 3 });
    expect(linesTotal(lines)).toEqual({ quantity: 4, price: 46000 });
    lines = reduceLines(lines, { type: 'remove', key: 'S:4' });
    expect(linesTotal(lines)).toEqual({ quantity: 3, price: 36000 });
    expect(reduceLines(lines, { type: 'clear' })).toEqual([]);
  });

  it('keys text lines by their texts in field order', () => {
    expect(textKey([{ optionId: 9, text: 'b' }, { optionId: 2, text: 'a' }])).toBe(textKey([{ optionId: 2, text: 'a' }, { optionId: 9, text: 'b' }]));
  });
});

describe('cart payload', () => {
  it('encodes plain, combination and text lines (reference-behaviour 5.1)', () => {
    expect(optionPart(line({}))).toBe('');
    expect(optionPart(line({ itemOptionId: 17 }))).toBe('17```');
    expect(optionPart(line({ texts: [{ optionId: 5, text: '사랑해' }, { optionId: 6, text: 'Kim' }] }))).toBe('5```사랑해^^^6```Kim');
    const body = cartPayload({ itemId: 1001, isSet: false, sets: [] }, [line({ quantity: 2, itemOptionId: 17 }), line({ quantity: 1 })]);
    expect(body).toEqual({ arrayRequiredItems: ['1001||2||17```', '1001||1||'] });
  });

  it('sends set items with their components', () => {
    const body = cartPayload({ itemId: 1300, isSet: true, sets: [{ itemId: 1001, quantity: 1 }, { itemId: 1002, quantity: 2 }] }, [line({ quantity: 2 })]);
    expect(body).toEqual({ itemSets: [{ itemId: 1300, quantity: 2, arrayItemSets: ['1001||2||', '1002||4||'] }] });
  });
});
