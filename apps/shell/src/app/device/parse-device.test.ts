import { parseDevice } from './parse-device.ts';

const CHROME_PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1';

describe('parseDevice (spec section 9: device from the user agent, app version from appver)', () => {
  it.each([
    [`${CHROME_ANDROID} SALESON_APPLICATION_ANDROID appver=2.3.1`, 'ANDROID', '2.3.1'],
    [`${CHROME_ANDROID} SALESON_APPLICATION_ANDROID`, 'ANDROID', ''],
    [`${SAFARI_IPHONE} SALESON_APPLICATION_IOS appver=1.0`, 'IOS', '1.0'],
    [`${IPAD} SALESON_APPLICATION_IOS APPVER=3.10.2`, 'IOS', '3.10.2'],
    [CHROME_ANDROID, 'MOBILE', ''],
    [SAFARI_IPHONE, 'MOBILE', ''],
    [`${SAFARI_IPHONE} appver=9.9.9`, 'MOBILE', ''],
    [IPAD, 'PC', ''],
    [CHROME_PC, 'PC', ''],
    [SAFARI_MAC, 'PC', ''],
    ['', 'PC', ''],
  ])('%s → %s %s', (ua, device, appVersion) => {
    expect(parseDevice(ua)).toEqual({ device, appVersion, mobileFlag: device !== 'PC' });
  });

  it('reads no user agent as a PC', () => {
    expect(parseDevice(undefined).device).toBe('PC');
    expect(parseDevice(null).mobileFlag).toBe(false);
  });
});
