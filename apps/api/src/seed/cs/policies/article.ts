import type { PolicyArticle, PolicyClause } from './types.ts';

type ClauseInput = string | readonly [string, readonly string[]];

/** Builds `제{n}조 ({title})` with the anchor id `article-{n}`. */
export function article(n: number, title: string, clauses: readonly ClauseInput[]): PolicyArticle {
  return { id: `article-${n}`, title: `제${n}조 (${title})`, clauses: clauses.map(toClause) };
}

/** Builds a numbered section of a policy that is not divided into articles (`1. 수집 항목`). */
export function section(n: number, title: string, clauses: readonly ClauseInput[]): PolicyArticle {
  return { id: `section-${n}`, title: `${n}. ${title}`, clauses: clauses.map(toClause) };
}

function toClause(input: ClauseInput): PolicyClause {
  return typeof input === 'string' ? { text: input } : { text: input[0], items: [...input[1]] };
}
