/** One chosen line of the buy box: a combination, a set of texts, or the item itself. */
export type SelectedLine = {
  /** Identity of the line (the same choice twice is one line). */
  key: string;
  /** What the shopper sees ('' for the item without options). */
  label: string;
  /** Combination id (S, S2, S3), or null. */
  itemOptionId: number | null;
  /** Text fields (T): option id → text. */
  texts: ReadonlyArray<{ optionId: number; text: string }>;
  /** Price of one unit: selling price plus option prices. */
  unitPrice: number;
  quantity: number;
  /** Units that can be had (combination stock), or null when unknown. */
  stock: number | null;
};

/** What can happen to the selected lines. */
export type LinesAction =
  | { type: 'add'; line: SelectedLine }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

/**
 * Pure reducer of the selected lines. Adding a line that is already there keeps the list unchanged (the buy box
 * tells the shopper instead); quantities are taken as given (checked before by `checkQuantity`).
 */
export function reduceLines(lines: ReadonlyArray<SelectedLine>, action: LinesAction): ReadonlyArray<SelectedLine> {
  switch (action.type) {
    case 'add':
      return lines.some((line) => line.key === action.line.key) ? lines : [...lines, action.line];
    case 'quantity':
      return lines.map((line) => (line.key === action.key ? { ...line, quantity: action.quantity } : line));
    case 'remove':
      return lines.filter((line) => line.key !== action.key);
    case 'clear':
      return [];
  }
}

/** Total pieces and price of the lines. */
export function linesTotal(lines: ReadonlyArray<SelectedLine>): { quantity: number; price: number } {
  return lines.reduce((sum, line) => ({ quantity: sum.quantity + line.quantity, price: sum.price + line.unitPrice * line.quantity }), { quantity: 0, price: 0 });
}

/** Key of a combination line. */
export const comboKey = (itemOptionId: number): string => `S:${itemOptionId}`;

/** Key of a text line: the texts in field order. */
export function textKey(texts: ReadonlyArray<{ optionId: number; text: string }>): string {
  return `T:${JSON.stringify([...texts].sort((a, b) => a.optionId - b.optionId).map((t) => [t.optionId, t.text]))}`;
}
