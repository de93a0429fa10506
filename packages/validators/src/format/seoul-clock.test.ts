import { toWireDate } from './dates.ts';

/** The wire form of an instant through Intl's Asia/Seoul zone data: what the fixed +9 hours must agree with. */
const intlClock = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
function intlWire(instant: number): string {
  const p = Object.fromEntries(intlClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year!.padStart(4, '0')}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

const LAST_DST_END = Date.UTC(1988, 9, 8, 17, 0, 0);
const HOUR = 3_600_000;

describe('the Asia/Seoul clock', () => {
  it('agrees with the zone data from the end of the last daylight saving time on (fixed UTC+9, no Intl)', () => {
    let seed = 1988;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const instants = [LAST_DST_END, LAST_DST_END + 1, LAST_DST_END + HOUR, Date.UTC(2026, 10, 29, 15, 0, 0), Date.UTC(2099, 11, 31, 14, 59, 59, 999)];
    for (let i = 0; i < 5000; i += 1) instants.push(Math.floor(LAST_DST_END + next() * (Date.UTC(2100, 0, 1) - LAST_DST_END)));
    for (const instant of instants) expect([instant, toWireDate(instant)]).toEqual([instant, intlWire(instant)]);
  });

  it('still follows the zone history before it (daylight saving time in 1987 and 1988, UTC+8:30 in the 1950s)', () => {
    for (const instant of [LAST_DST_END - 1, LAST_DST_END - HOUR, Date.UTC(1988, 6, 1, 3, 0, 0), Date.UTC(1987, 6, 1, 3, 0, 0), Date.UTC(1955, 0, 1, 0, 0, 0)]) {
      expect([instant, toWireDate(instant)]).toEqual([instant, intlWire(instant)]);
    }
    // Summer 1988 was UTC+10: 03:00 UTC was noon in Seoul.
    expect(toWireDate(Date.UTC(1988, 6, 1, 3, 0, 0))).toBe('19880701130000');
  });
});
