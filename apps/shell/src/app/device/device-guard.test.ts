import { deviceGuard } from './device-guard.ts';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 SALESON_APPLICATION_ANDROID appver=2.0.0';
const PC = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36';

describe('deviceGuard', () => {
  it('keeps the page while the device is the one it was rendered for', () => {
    expect(deviceGuard('/items/P1', 'PC', PC)).toBe('keep');
    expect(deviceGuard('/items/P1', 'ANDROID', ANDROID_APP)).toBe('keep');
  });

  it('refreshes when the device changed', () => {
    expect(deviceGuard('/items/P1', 'PC', ANDROID_APP)).toBe('refresh');
    expect(deviceGuard('/', 'MOBILE', PC)).toBe('refresh');
  });

  it('skips the configured prefixes', () => {
    expect(deviceGuard('/popup/3', 'PC', ANDROID_APP)).toBe('skip');
    expect(deviceGuard('/app/permission', 'PC', ANDROID_APP)).toBe('skip');
    expect(deviceGuard('/auth/sns/kakao-callback', 'PC', ANDROID_APP)).toBe('skip');
    expect(deviceGuard('/applications', 'PC', ANDROID_APP)).toBe('refresh');
    expect(deviceGuard('/display/md', 'PC', ANDROID_APP, ['/display/'])).toBe('skip');
  });
});
