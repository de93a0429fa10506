import assert from 'node:assert/strict';
import { initialOf, initialsOf, matchesQuery, normaliseSearchText, searchTerms, termMatches, usesInitials } from './korean-text.ts';

describe('korean search text', () => {
  it('takes the initial consonant of every syllable, double consonants included', () => {
    assert.equal(initialOf('나'), 'ㄴ');
    assert.equal(initialOf('까'), 'ㄲ');
    assert.equal(initialOf('힣'), 'ㅎ');
    assert.equal(initialOf('가'), 'ㄱ');
    assert.equal(initialOf('a'), 'a');
    assert.equal(initialsOf('나이키 에어맥스'), 'ㄴㅇㅋㅇㅇㅁㅅ');
    assert.equal(initialsOf('쌀 10kg'), 'ㅆ10kg');
  });

  it('normalises case, spaces and decomposed input', () => {
    assert.equal(normaliseSearchText('  Nike  AIR '), 'nikeair');
    assert.equal(normaliseSearchText('나이키'.normalize('NFD')), '나이키');
    // Conjoining initial jamo (U+1102 U+110B U+110F) read as 'ㄴㅇㅋ'.
    assert.equal(normaliseSearchText('\u1102\u110b\u110f'), 'ㄴㅇㅋ');
  });

  it('tells initial-consonant terms from plain ones', () => {
    assert.equal(usesInitials('ㄴㅇㅋ'), true);
    assert.equal(usesInitials('나ㅇ'), true);
    assert.equal(usesInitials('나이키'), false);
    assert.equal(usesInitials('ㅏㅣ'), false);
    assert.deepEqual(searchTerms('  린넨   셔츠 '), ['린넨', '셔츠']);
    assert.deepEqual(searchTerms('a b c d e f g'), ['a', 'b', 'c', 'd', 'e']);
  });

  it('matches partial words and initial consonants', () => {
    assert.equal(termMatches('나이키 운동화', 'ㄴㅇㅋ'), true);
    assert.equal(termMatches('나이키 운동화', '이키운'), true);
    assert.equal(termMatches('나이키 운동화', 'ㅇㄷㅎ'), true);
    assert.equal(termMatches('나이키 운동화', 'ㄴㅋ'), false);
    assert.equal(termMatches('나이키 운동화', '나ㅇㅋ'), true);
    assert.equal(termMatches('나이키 운동화', '노ㅇㅋ'), false);
    assert.equal(termMatches('Air 나이키', 'airㄴ'), true);
  });

  it('needs every term of a query, in any order', () => {
    assert.equal(matchesQuery('린넨 오버핏 셔츠', '셔츠 린넨'), true);
    assert.equal(matchesQuery('린넨 오버핏 셔츠', '린넨 바지'), false);
    assert.equal(matchesQuery('린넨 오버핏 셔츠', '   '), false);
  });
});
