// Timed browser figures need a Hangul font, as every Korean shopper's phone has one (Android ships Noto Sans CJK,
// iOS Apple SD Gothic Neo). Without one, Chromium searches every installed font for each Hangul character on every
// layout and paints tofu: layout took about twice as long on the same pages (docs/performance.md).
import { spawnSync } from 'node:child_process';

/** The Debian package that provides Android's Hangul font family (Noto Sans CJK KR). */
export const KOREAN_FONT_PACKAGE = 'fonts-noto-cjk';

/** Family names in the output of `fc-list :lang=ko family` (one font per line, families comma-separated). */
export function parseFontFamilies(fcListOutput: string): string[] {
  const families = new Set<string>();
  for (const line of fcListOutput.split('\n')) {
    for (const name of line.split(',')) {
      const family = name.trim();
      if (family) families.add(family);
    }
  }
  return [...families].sort();
}

/** Installed font families that cover Korean, per fontconfig (what Chromium uses on Linux). */
export function koreanFontFamilies(): string[] {
  const res = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return [];
  return parseFontFamilies(res.stdout);
}

/**
 * Makes sure a Hangul font is installed before browser timings are taken: installs Debian's fonts-noto-cjk when
 * none is (as root, or through sudo), and fails with the reason when it cannot. Returns the families found.
 */
export function ensureKoreanFont(log: (line: string) => void): string[] {
  const found = koreanFontFamilies();
  if (found.length) return found;
  log(`==> no Hangul font installed: installing Debian's ${KOREAN_FONT_PACKAGE} (the font family of Android phones)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', KOREAN_FONT_PACKAGE]]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const res = spawnSync(cmd!, rest, { stdio: 'inherit', env });
    if (res.status !== 0) break;
  }
  const after = koreanFontFamilies();
  if (!after.length) {
    throw new Error(`no Hangul font: browser timings would measure Chromium's font fallback search, not the pages. Install ${KOREAN_FONT_PACKAGE} (apt-get install -y ${KOREAN_FONT_PACKAGE}) and run again.`);
  }
  return after;
}
