/** True when the last syllable of `word` ends in a final consonant (batchim). */
function hasFinalConsonant(word: string): boolean {
  const last = word.trim().at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // Digits and Latin letters: read as Korean would pronounce them.
  return /[013678LMNR]$/i.test(last);
}

/**
 * `word` followed by the object particle 을/를.
 * @example withObject('색상') // '색상을'; withObject('사이즈') // '사이즈를'
 */
export function withObject(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '을' : '를'}`;
}

/**
 * `word` followed by the topic particle 은/는.
 * @example withTopic('수량') // '수량은'; withTopic('메모') // '메모는'
 */
export function withTopic(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
}
