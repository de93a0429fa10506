import type { ContentBlock } from '@shop/api-client';

/** Stored content blocks of a company page: a heading, paragraphs and titled items (a definition list). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <section className="cs-company__section" key={`${block.heading}-${index}`} aria-labelledby={`company-block-${index}`}>
          <h2 className="cs-company__heading" id={`company-block-${index}`}>
            {block.heading}
          </h2>
          {block.paragraphs.map((paragraph) => (
            <p className="cs-company__text" key={paragraph}>
              {paragraph}
            </p>
          ))}
          {block.items.length > 0 ? (
            <dl className="cs-company__items">
              {block.items.map((item) => (
                <div key={item.title}>
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
