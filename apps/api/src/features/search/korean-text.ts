// Korean-aware search text: partial words and initial consonants (초성), e.g. 'ㄴㅇㅋ' finds '나이키'.

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;
/** The 19 initial consonants as compatibility jamo (ㄱ ㄲ ㄴ … ㅎ), in Unicode syllable order. */
export const INITIALS: readonly string[] = [
  0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148, 0x3149, 0x314a, 0x314b, 0x314c, 0x314d, 0x314e,
].map((code) => String.fromCharCode(code));
const INITIAL_SET = new Set(INITIALS);
/** Conjoining initial jamo (U+1100…U+1112, as some keyboards send them) map to the same compatibility jamo. */
const CONJOINING_FIRST = 0x1100;

function toCompatibilityInitial(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= CONJOINING_FIRST && code < CONJOINING_FIRST + INITIALS.length) return INITIALS[code - CONJOINING_FIRST] as string;
  return char;
}

/**
 * Text as it is compared: NFC, lowercase, without whitespace; conjoining initials become compatibility jamo.
 * @example normaliseSearchText(' Nike 운동화 ') // 'nike운동화'
 */
export function normaliseSearchText(text: string): string {
  return Array.from(text.normalize('NFC').toLowerCase().replace(/\s+/g, ''), toCompatibilityInitial).join('');
}

/**
 * The initial consonant of a Hangul syllable, else the character itself.
 * @example initialOf('나') // 'ㄴ'
 */
export function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)] as string;
}

/**
 * The normalised text with every Hangul syllable replaced by its initial consonant.
 * @example initialsOf('나이키 Air') // 'ㄴㅇㅋair'
 */
export function initialsOf(text: string): string {
  return Array.from(normaliseSearchText(text), initialOf).join('');
}

/** True when `char` is one of the 19 initial consonants (compatibility jamo). */
export function isInitialConsonant(char: string): boolean {
  return INITIAL_SET.has(char);
}

/**
 * True when a search term holds an initial consonant typed on its own, so it is compared by initials.
 * @example usesInitials('ㄴㅇㅋ') // true
 * @example usesInitials('나이키') // false
 */
export function usesInitials(term: string): boolean {
  return Array.from(normaliseSearchText(term)).some(isInitialConsonant);
}

/** The search terms of a query: split on whitespace, normalised, empty ones dropped, at most `limit`. */
export function searchTerms(query: string, limit = 5): string[] {
  return query
    .normalize('NFC')
    .split(/\s+/)
    .map(normaliseSearchText)
    .filter((term) => term !== '')
    .slice(0, limit);
}

/**
 * Whether `text` matches one term: a plain term is a substring of the normalised text; a term with initial
 * consonants matches position by position, a consonant against the initial of a syllable and any other
 * character against itself.
 * @example termMatches('나이키 운동화', 'ㄴㅇㅋ') // true
 * @example termMatches('나이키 운동화', '나ㅇ') // true
 */
export function termMatches(text: string, term: string): boolean {
  const haystack = Array.from(normaliseSearchText(text));
  const needle = Array.from(normaliseSearchText(term));
  if (needle.length === 0) return true;
  if (!needle.some(isInitialConsonant)) return haystack.join('').includes(needle.join(''));
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    const ok = needle.every((char, i) => {
      const candidate = haystack[start + i] as string;
      return isInitialConsonant(char) ? initialOf(candidate) === char || candidate === char : candidate === char;
    });
    if (ok) return true;
  }
  return false;
}

/**
 * Whether `text` matches every term of `query` (the pure rule the SQL search follows).
 * @example matchesQuery('린넨 오버핏 셔츠', '린넨 셔츠') // true
 */
export function matchesQuery(text: string, query: string): boolean {
  const terms = searchTerms(query);
  return terms.length > 0 && terms.every((term) => termMatches(text, term));
}
