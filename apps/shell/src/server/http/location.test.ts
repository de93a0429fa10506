import { asciiLocation, safeLocationTarget } from './location.ts';

describe('asciiLocation', () => {
  it.each([
    ['/search?query=린넨', '/search?query=%EB%A6%B0%EB%84%A8'],
    ['/items/P1003?x=가', '/items/P1003?x=%EA%B0%80'],
    ['/search?query=%EB%A6%B0', '/search?query=%EB%A6%B0'],
    ['/a b', '/a%20b'],
    ['/😀', '/%F0%9F%98%80'],
    ['/x\ud800y', '/xy'],
    ['/mypage', '/mypage'],
  ])('%s → %s', (target, location) => {
    expect(asciiLocation(target)).toBe(location);
    // What a Location header accepts.
    expect(() => new Headers({ location: asciiLocation(target) })).not.toThrow();
  });
});

describe('safeLocationTarget', () => {
  it.each([
    ['/search?query=린넨 셔츠', '/search?query=%EB%A6%B0%EB%84%A8%20%EC%85%94%EC%B8%A0'],
    ['/mypage?tab=1', '/mypage?tab=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (raw, target) => {
    expect(safeLocationTarget(raw)).toBe(target);
  });
});
