import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The wire's 14-digit Asia/Seoul date (`yyyyMMddHHmmss`, or 8-digit `yyyyMMdd`) shown as `YYYY-MM-DD` (or with the time). */
export function formatWireDate(wire: string, withTime = false): string {
  const parsed = dayjs(wire, wire.length === 8 ? 'YYYYMMDD' : 'YYYYMMDDHHmmss', true);
  if (!parsed.isValid()) return wire;
  return parsed.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
}
