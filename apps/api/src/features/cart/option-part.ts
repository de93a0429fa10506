// The cart's item encoding: "{itemId}||{quantity}||{optionPart}" (reference-behaviour 5.1).
// optionPart: '' (no option), "{itemOptionId}```" (S, S2, S3) or "{optionId}```{text}" joined by ^^^ (T).

export type OptionPart = { optionId: number; text: string };

export type RequiredItem = { itemId: number; quantity: number; parts: OptionPart[] };

const ID = /^[1-9]\d{0,9}$/;

/** Parses one `arrayRequiredItems` entry; undefined when it is malformed. */
export function parseRequiredItem(line: string): RequiredItem | undefined {
  const [itemText, quantityText, optionPart = '', ...rest] = line.split('||');
  if (rest.length > 0 || !itemText || !quantityText || !ID.test(itemText) || !ID.test(quantityText)) return undefined;
  const parts: OptionPart[] = [];
  if (optionPart !== '') {
    for (const chunk of optionPart.split('^^^')) {
      const at = chunk.indexOf('```');
      const idText = at === -1 ? chunk : chunk.slice(0, at);
      if (!ID.test(idText)) return undefined;
      parts.push({ optionId: Number(idText), text: at === -1 ? '' : chunk.slice(at + 3).trim() });
    }
  }
  return { itemId: Number(itemText), quantity: Number(quantityText), parts };
}

/** The key that makes two cart lines "the same line" (same item, same option choice). */
export function combinationKey(optionId: number): string {
  return `S:${optionId}`;
}

/** Key for text options: ids and texts in a stable order. */
export function textKey(parts: OptionPart[]): string {
  const sorted = [...parts].sort((a, b) => a.optionId - b.optionId);
  return `T:${JSON.stringify(sorted.map((p) => [p.optionId, p.text]))}`;
}
