import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { INITIALS, initialOf, isInitialConsonant } from './korean-text.ts';

const SYLLABLE_FIRST = 0xac00;
const SYLLABLES_PER_INITIAL = 21 * 28;

/** `%term%` for LIKE with `\` as the escape character. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The syllables whose initial is `consonant`, as a character range `가-깋`, plus the consonant itself. */
function syllableRange(consonant: string): [string, string] {
  const index = INITIALS.indexOf(consonant);
  const first = String.fromCharCode(SYLLABLE_FIRST + index * SYLLABLES_PER_INITIAL);
  const last = String.fromCharCode(SYLLABLE_FIRST + (index + 1) * SYLLABLES_PER_INITIAL - 1);
  return [first, last];
}

/**
 * A pattern matching a term that mixes syllables and initial consonants, position by position: SQLite GLOB
 * (`*나[이-잏ㅇ]*`) or a PostgreSQL regular expression (`나[이-잏ㅇ]`).
 */
export function mixedTermPattern(term: string, kind: DatabaseKind): string {
  const parts = Array.from(term, (ch) => {
    if (isInitialConsonant(ch)) {
      const [first, last] = syllableRange(ch);
      return `[${first}-${last}${ch}]`;
    }
    if (kind === 'sqlite') return /[*?[\]]/.test(ch) ? `[${ch}]` : ch;
    return /[.*+?^${}()|[\]\\]/.test(ch) ? `\\${ch}` : ch;
  });
  return kind === 'sqlite' ? `*${parts.join('')}*` : parts.join('');
}

type TermsBuilder = ExpressionBuilder<Database, 'itemSearchTerms'>;

/**
 * The SQL condition of one normalised term on `item_search_terms`: a plain term is a substring of `terms`; a
 * term of initial consonants only is a substring of `initials`; a mixed term narrows by `initials` and then
 * matches `terms` position by position.
 */
export function termCondition(eb: TermsBuilder, term: string, kind: DatabaseKind): Expression<SqlBool> {
  const chars = Array.from(term);
  const terms = eb.ref('itemSearchTerms.terms');
  const initials = eb.ref('itemSearchTerms.initials');
  if (!chars.some(isInitialConsonant)) return sql<SqlBool>`${terms} like ${likeContains(term)} escape '\\'`;
  const byInitials = sql<SqlBool>`${initials} like ${likeContains(chars.map(initialOf).join(''))} escape '\\'`;
  if (chars.every(isInitialConsonant)) return byInitials;
  const exact = kind === 'sqlite' ? sql<SqlBool>`${terms} glob ${mixedTermPattern(term, kind)}` : sql<SqlBool>`${terms} ~ ${mixedTermPattern(term, kind)}`;
  return eb.and([byInitials, exact]);
}
