import * as v from 'valibot';
import { fields, text } from '../define/fields.ts';
import { CS_LABELS as L } from '../messages/cs.ko.ts';

// The operator's content documents as request bodies: the wire shapes of wire/cs.ts with every text under the
// trim rule (the answers keep the plain wire schemas).

const line = () => text({ label: L.content });

/** One content block of a company page, as the operator sends it. */
export const ContentBlockInput = fields({
  heading: line(),
  paragraphs: v.array(line()),
  items: v.array(fields({ title: line(), text: line() })),
});

const PolicyClauseInput = fields({ text: line(), items: v.optional(v.array(line())) });
const PolicyArticleInput = fields({ id: line(), title: line(), clauses: v.array(PolicyClauseInput) });

/** A policy document, as the operator sends it. */
export const PolicyDocumentInput = fields({
  title: line(),
  summary: line(),
  intro: v.optional(v.array(line())),
  chapters: v.array(fields({ title: v.optional(line()), articles: v.array(PolicyArticleInput) })),
  addenda: v.optional(fields({ title: line(), clauses: v.array(line()) })),
});
