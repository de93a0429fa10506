import assert from 'node:assert/strict';
import { unusablePorts } from './topology.ts';

test('a topology base whose ports fetch and browsers refuse is named before anything starts', () => {
  assert.deepEqual(unusablePorts(6000), [6000]);
  assert.deepEqual(unusablePorts(5050), [5060, 5061]);
  assert.deepEqual(unusablePorts(6030), []);
  assert.deepEqual(unusablePorts(3700), []);
});
