/**
 * Shape of a long legal text (terms, privacy policy). The texts live in `src/messages/policies/*`;
 * components only lay them out, so the copy stays out of the components (C8).
 */

/** One paragraph (항) of an article, optionally followed by numbered items (호). */
export type PolicyClause = {
  text: string;
  items?: readonly string[];
};

/** One article (조): `제1조 (목적)`. */
export type PolicyArticle = {
  /** Stable anchor id, e.g. `article-1`. */
  id: string;
  title: string;
  clauses: readonly PolicyClause[];
};

/** A chapter (장) groups articles; a document without chapters uses one untitled chapter. */
export type PolicyChapter = {
  title?: string;
  articles: readonly PolicyArticle[];
};

/** A full policy document. */
export type PolicyDocument = {
  title: string;
  /** Shown under the title, e.g. the effective date. */
  summary: string;
  intro?: readonly string[];
  chapters: readonly PolicyChapter[];
  /** 부칙: closing provisions. */
  addenda?: { title: string; clauses: readonly string[] };
};

/** Every article of a document, in order. */
export function listArticles(document: PolicyDocument): PolicyArticle[] {
  return document.chapters.flatMap((chapter) => chapter.articles);
}
