// Printing the suite's figures as tables.
import type { BudgetCheck } from './budgets.ts';
import type { PageMeasure } from './page-weight.ts';
import { kb } from './stats.ts';
import { renderTable } from './table.ts';

/** Bytes and requests of each first load. */
export function weightTable(pages: readonly PageMeasure[]): string {
  return renderTable(
    ['page', 'status', 'HTML gz KB', 'JS gz KB', 'JS br KB', 'JS req', 'CSS gz KB', 'CSS req', 'font KB', 'img KB', 'img req', 'chain', 'chain all', 'CLS'],
    pages.map((p) => [p.name, p.status, kb(p.html.gzip), kb(p.js.gzip), kb(p.js.brotli), p.js.requests, kb(p.css.gzip), p.css.requests, kb(p.font.bytes), kb(p.image.bytes), p.image.requests, p.chainDepth, p.chainDepthAll, p.layoutShift]),
  );
}

/** The deepest critical chain of each page, one line each. */
export function chainLines(pages: readonly PageMeasure[]): string {
  return pages.map((p) => `  ${p.name}: ${p.chainPath.join(' -> ')}`).join('\n');
}

/** Every budget with its limit and the measured value. */
export function budgetTable(checks: readonly BudgetCheck[]): string {
  return renderTable(
    ['', 'page', 'budget', 'limit', 'measured', 'gates CI'],
    checks.map((c) => [c.pass ? 'ok' : 'FAIL', c.page, c.budget, c.limit, c.actual, c.gated ? 'yes' : 'no']),
  );
}
