import assert from 'node:assert/strict';
import { ALL_CONTRACTS, fillPath } from '@shop/contracts';
import fc from 'fast-check';
import { loginAs } from '../testing/auth-helpers.ts';
import { describeEachDatabase } from '../testing/test-server.ts';
import { loadSeededRows, validSamples } from './contract-samples.ts';

const WITH_BODY = ALL_CONTRACTS.filter((c) => c.body !== undefined);

describeEachDatabase('contracts: arbitrary JSON bodies', (server) => {
  let headers: Record<string, string> = {};
  let params: Record<string, Record<string, string | number> | undefined> = {};
  beforeAll(async () => {
    headers = { authorization: `Bearer ${(await loginAs(server(), 'demo02')).token}` };
    const samples = validSamples(await loadSeededRows(server()));
    params = Object.fromEntries(WITH_BODY.map((c) => [c.key, samples[c.key]?.params]));
  });

  for (const contract of WITH_BODY) {
    it(`${contract.key}: any JSON body gets a 2xx or a 4xx with a message, never a 5xx`, async () => {
      const path = fillPath(contract.path, params[contract.key]);
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (body, asMember) => {
          const response = await server().request(path, { method: contract.method, body, headers: asMember ? headers : {} });
          const answer = (await response.json()) as { message?: unknown };
          assert.ok(response.status < 500, `HTTP ${response.status} for ${JSON.stringify(body)}: ${JSON.stringify(answer)}`);
          if (response.status >= 400) assert.ok(typeof answer.message === 'string' && answer.message !== '', JSON.stringify(answer));
        }),
        { numRuns: 40 },
      );
    });
  }
});
