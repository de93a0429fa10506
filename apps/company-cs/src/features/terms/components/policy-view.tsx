import type { PolicyDocument } from '@shop/api-client';
import { PolicyArticleView } from './policy-article.tsx';
import { PolicyToc } from './policy-toc.tsx';

type PolicyViewProps = { document: PolicyDocument };

/** A full policy document: title, effective date, intro, table of contents, chapters and addenda. */
export function PolicyView({ document }: PolicyViewProps) {
  return (
    <article className="cs-policy">
      <header className="cs-policy__header">
        <h1 className="cs-policy__title">{document.title}</h1>
        <p className="cs-policy__summary">{document.summary}</p>
      </header>
      {/* Keyed by place: a stored document may repeat a paragraph. */}
      {document.intro?.map((paragraph, place) => (
        <p className="cs-policy__intro" key={place}>
          {paragraph}
        </p>
      ))}
      <PolicyToc document={document} />
      {document.chapters.map((chapter, index) => (
        <section className="cs-policy__chapter" key={index}>
          {chapter.title ? <h2 className="cs-policy__chapter-title">{chapter.title}</h2> : null}
          {chapter.articles.map((article) => (
            <PolicyArticleView article={article} key={article.id} />
          ))}
        </section>
      ))}
      {document.addenda ? (
        <section className="cs-policy__addenda" aria-labelledby="addenda">
          <h2 className="cs-policy__chapter-title" id="addenda">
            {document.addenda.title}
          </h2>
          {document.addenda.clauses.map((clause, place) => (
            <p key={place}>{clause}</p>
          ))}
        </section>
      ) : null}
    </article>
  );
}
