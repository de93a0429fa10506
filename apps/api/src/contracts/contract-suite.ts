import assert from 'node:assert/strict';
import { checkAnswer, checkInput, CONTRACT_MESSAGES, type Contract } from '@shop/contracts';
import { loginAs } from '../testing/auth-helpers.ts';
import { describeEachDatabase, type TestServer } from '../testing/test-server.ts';
import { sendSample } from './contract-request.ts';
import { loadSeededRows, validSamples, type Sample } from './contract-samples.ts';

type Part = 'params' | 'query' | 'body';
const TEXT_CANDIDATES = ['abc', '-1', 'NOPE', 'x'.repeat(60), 'x'.repeat(3000)];
const BODY_CANDIDATES: unknown[] = [{ wrong: true }, 'abc', -1, 'x'.repeat(3000)];

/** For each field of each part: the first wrong value the contract refuses on that field, and its message. */
export function invalidVariants(contract: Contract, sample: Sample): { field: string; sample: Sample; message: string }[] {
  const variants: { field: string; sample: Sample; message: string }[] = [];
  for (const part of ['params', 'query', 'body'] as Part[]) {
    const schema = contract[part] as { entries?: Record<string, unknown> } | undefined;
    if (!schema) continue;
    const keys = schema.entries ? Object.keys(schema.entries) : [''];
    for (const key of keys) {
      const candidates = part === 'body' ? BODY_CANDIDATES : TEXT_CANDIDATES;
      for (const bad of candidates) {
        const base = (sample[part] ?? {}) as Record<string, unknown>;
        const value = key === '' ? bad : { ...base, [key]: bad };
        const variant: Sample = { ...sample, [part]: value };
        const local = checkInput(contract, variant);
        if (!local.ok && local.issue.part === part && (key === '' || local.issue.path.split('.')[0] === key)) {
          variants.push({ field: `${part}.${key || '(whole)'}`, sample: variant, message: local.issue.message });
          break;
        }
      }
    }
  }
  return variants;
}

/**
 * Runs every contract of an area against the real API on SQLite and PostgreSQL: a valid request answers in the
 * contract's shape (or with one of the contract's error codes), and each refused field is a 400 with the
 * contract's Korean message.
 */
export function describeContractArea(area: string, contracts: readonly Contract[]): void {
  describeEachDatabase(`contracts: ${area}`, (server) => {
    let samples: Record<string, Sample> = {};
    let memberHeaders: Record<string, string> = {};
    beforeAll(async () => {
      samples = validSamples(await loadSeededRows(server()));
      memberHeaders = { authorization: `Bearer ${(await loginAs(server(), 'demo02')).token}` };
    });
    const sampleOf = (contract: Contract): Sample => {
      const sample = samples[contract.key];
      assert.ok(sample, `contract ${contract.key} has no valid sample: give it one (defineContract's sample)`);
      return sample;
    };

    for (const contract of contracts) {
      it(`${contract.key}: a valid request answers in the contract's shape`, async () => {
        const sample = sampleOf(contract);
        const response = await sendSample(server() as TestServer, contract, sample, sample.member ? memberHeaders : {});
        // A download answers the file itself (StoredFileAnswerSchema), every other answer and every refusal is JSON.
        const json = /\bjson\b/.test(response.headers.get('content-type') ?? '');
        const body: unknown = json ? await response.json() : new Uint8Array(await response.arrayBuffer());
        if (response.ok) {
          assert.equal(checkAnswer(contract, body), undefined);
        } else {
          const code = (body as { code?: string }).code ?? '';
          assert.ok(response.status < 500 && contract.errors.some((known) => known === code), `${contract.key}: HTTP ${response.status} ${JSON.stringify(body)}`);
        }
      });

      it(`${contract.key}: each refused field is a 400 with the contract's message`, async () => {
        for (const variant of invalidVariants(contract, sampleOf(contract))) {
          const response = await sendSample(server(), contract, variant.sample, memberHeaders);
          const body = await response.json();
          assert.deepEqual({ http: response.status, body }, { http: 400, body: { status: 400, code: 'BAD_REQUEST', message: variant.message } }, variant.field);
          assert.notEqual(variant.message, CONTRACT_MESSAGES.body, variant.field);
        }
      });
    }
  });
}
