import type { PolicyArticle, PolicyClause, PolicyDocument } from '@shop/contracts';

// The stored shape of a policy document (the wire's PolicyDocument).
export type { PolicyArticle, PolicyClause, PolicyDocument };
export type PolicyChapter = PolicyDocument['chapters'][number];
