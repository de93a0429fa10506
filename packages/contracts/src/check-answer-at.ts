// The answer check api-client loads on demand (subpath `@shop/contracts/check-answer`): importing it pulls in every
// contract's schemas, so it is kept out of the static graph of browser bundles.
import { CALLABLE_CONTRACTS } from './all-contracts.ts';
import { checkAnswer } from './define/check-input.ts';

/**
 * Checks an answer against the contract of an endpoint (development and tests).
 * @param endpoint `'<METHOD> <path>'` of the contract.
 * @param answer The parsed JSON answer.
 * @returns undefined when it fits, else an English description naming the field (or saying no contract has it).
 */
export function checkAnswerAt(endpoint: string, answer: unknown): string | undefined {
  const contract = CALLABLE_CONTRACTS.find((c) => `${c.method} ${c.path}` === endpoint);
  return contract ? checkAnswer(contract, answer) : `${endpoint}: no contract describes this endpoint`;
}
