import type { ContentBlock } from '@shop/api-client';

/** Stored content blocks of a company page: a heading, paragraphs and titled items (a definition list). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <section className="cs-company__section" key={index} aria-labelledby={`company-block-${index}`}>
          <h2 className="cs-company__heading" id={`company-block-${index}`}>
            {block.heading}
          </h2>
          {/* Keyed by place: the operator may write the same paragraph or item title twice. */}
          {block.paragraphs.map((paragraph, place) => (
            <p className="cs-company__text" key={place}>
              {paragraph}
            </p>
          ))}
          {block.items.length > 0 ? (
            <dl className="cs-company__items">
              {block.items.map((item, place) => (
                <div key={place}>
                  <dt>{item.title}</dt>
                  <dd>{item.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
    </>
  );
}
