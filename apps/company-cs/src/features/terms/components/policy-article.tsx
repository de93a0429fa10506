import type { PolicyArticle } from '@shop/api-client';
import { clauseNumber } from '../clause-number.ts';

type PolicyArticleViewProps = { article: PolicyArticle };

/** One article: its heading, then paragraphs (numbered ①② when there are several) with their items. */
export function PolicyArticleView({ article }: PolicyArticleViewProps) {
  const numbered = article.clauses.length > 1;
  return (
    <section className="cs-policy__article" aria-labelledby={article.id}>
      <h3 className="cs-policy__article-title" id={article.id}>
        {article.title}
      </h3>
      {article.clauses.map((clause, index) => (
        <div className="cs-policy__clause" key={index}>
          <p>
            {numbered ? <span className="cs-policy__clause-number">{clauseNumber(index)}</span> : null}
            {clause.text}
          </p>
          {clause.items ? (
            <ol className="cs-policy__items">
              {clause.items.map((item, place) => (
                <li key={place}>{item}</li>
              ))}
            </ol>
          ) : null}
        </div>
      ))}
    </section>
  );
}
