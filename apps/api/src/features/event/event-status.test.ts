import assert from 'node:assert/strict';
import { eventStatus } from './event-status.ts';

it('tells upcoming, running and ended events apart, both ends included', () => {
  const event = { startDate: '20250601000000', endDate: '20250630235959' };
  assert.equal(eventStatus(event, '20250531235959'), 'READY');
  assert.equal(eventStatus(event, '20250601000000'), 'PROGRESS');
  assert.equal(eventStatus(event, '20250630235959'), 'PROGRESS');
  assert.equal(eventStatus(event, '20250701000000'), 'END');
});
