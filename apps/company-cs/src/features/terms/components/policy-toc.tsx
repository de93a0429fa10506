import type { PolicyDocument } from '@shop/api-client';
import { messages } from '../../../messages/ko.ts';

type PolicyTocProps = { document: PolicyDocument };

/** Table of contents: one anchor link per article. */
export function PolicyToc({ document }: PolicyTocProps) {
  const articles = document.chapters.flatMap((chapter) => chapter.articles);
  return (
    <nav className="cs-policy__toc" aria-labelledby="policy-toc-title">
      <h2 className="cs-policy__toc-title" id="policy-toc-title">
        {messages.policy.toc}
      </h2>
      <ol className="cs-policy__toc-list">
        {articles.map((article) => (
          <li key={article.id}>
            <a href={`#${article.id}`}>{article.title}</a>
          </li>
        ))}
        {document.addenda ? (
          <li>
            <a href="#addenda">{document.addenda.title}</a>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
