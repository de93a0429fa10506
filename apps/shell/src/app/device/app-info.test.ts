import { DEFAULT_APP_INFO, deviceState, readAppInfo } from './app-info.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('app info and first app access', () => {
  it('has the spec fields with status N by default, and keeps only well-formed stored values', () => {
    expect(readAppInfo(null)).toEqual({ key: '', status: 'N', first: false, target: '', receive: false, alarm: false, pushAlertComplete: false });
    expect(readAppInfo('{"key":"push-1","status":"Y","alarm":true,"receive":"yes"}')).toEqual({ ...DEFAULT_APP_INFO, key: 'push-1', status: 'Y', alarm: true });
    expect(readAppInfo('not json')).toEqual(DEFAULT_APP_INFO);
    expect(readAppInfo('[1,2]')).toEqual(DEFAULT_APP_INFO);
  });

  it('marks the first page an app shows as its first access, once', () => {
    const storage = memoryStorage();
    expect(deviceState('ANDROID', '2.3.1', storage)).toEqual({ device: 'ANDROID', appVersion: '2.3.1', appInfo: DEFAULT_APP_INFO, firstAppAccess: true });
    expect(deviceState('ANDROID', '2.3.1', storage).firstAppAccess).toBe(false);
    expect(deviceState('IOS', '', memoryStorage()).firstAppAccess).toBe(true);
  });

  it('never counts a browser as an app access', () => {
    const storage = memoryStorage();
    expect(deviceState('MOBILE', '', storage).firstAppAccess).toBe(false);
    expect(deviceState('PC', '', storage).firstAppAccess).toBe(false);
    expect(storage.data.size).toBe(0);
  });
});
