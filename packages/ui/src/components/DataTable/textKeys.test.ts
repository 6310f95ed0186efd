import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterBits, START_LENGTH, startKey, startMatches, textStart } from './textKeys';

// Letters, digits, punctuation, a Latin-1 letter and wide characters, lower-cased as the search index keeps texts.
const unit = fc.constantFrom('a', 'n', 'h', 'w', '-', '0', '1', '9', '.', ':', '\n', 'é', 'σ', 'ı', '中');
const text = fc.string({ unit, maxLength: 14 });
const term = fc.string({ unit, minLength: 1, maxLength: 11 });

/** Every character of the text fits one byte (all the units above are single UTF-16 code units). */
function oneByte(value: string): boolean {
  return Array.from(value, (character) => character.charCodeAt(0)).every((code) => code <= 0xff);
}

describe('characterBits', () => {
  it('holds every bit of a term the text contains (property, `includes` as the oracle)', () => {
    fc.assert(
      fc.property(text, term, fc.nat({ max: 14 }), (before, word, at) => {
        const whole = `${before.slice(0, at)}${word}${before.slice(at)}`;
        expect(whole.includes(word)).toBe(true);
        const needed = characterBits(word);
        expect(characterBits(whole) & needed).toBe(needed);
      }),
      { numRuns: 1000 },
    );
  });

  it('tells apart letters, and digits in pairs', () => {
    expect(characterBits('nh-w') & characterBits('w')).not.toBe(0);
    expect(characterBits('nh-lnx-00001') & characterBits('w')).toBe(0);
    expect(characterBits('0') & characterBits('1')).toBe(characterBits('1'));
    expect(characterBits('0') & characterBits('2')).toBe(0);
  });
});

describe('startKey', () => {
  it('says a text starts with a term only when it does, and always when the term fits (property, `startsWith` as the oracle)', () => {
    fc.assert(
      fc.property(text, term, fc.boolean(), (other, word, prefixed) => {
        const whole = prefixed ? `${word}${other}` : other;
        const says = startMatches(startKey(word), textStart(whole));
        if (says) expect(whole.startsWith(word)).toBe(true);
        const fits = word.length <= START_LENGTH && oneByte(word);
        const startFits = oneByte(whole.slice(0, START_LENGTH));
        if (whole.startsWith(word) && fits && startFits) expect(says).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a hostname typed from its first letter', () => {
    const start = textStart('nh-ws-00004\n10.1.2.3');
    expect(startMatches(startKey('nh-w'), start)).toBe(true);
    expect(startMatches(startKey('nh-ws-00'), start)).toBe(true);
    expect(startMatches(startKey('nh-l'), start)).toBe(false);
    // Longer than the start kept: left to a string search.
    expect(startMatches(startKey('nh-ws-0000'), start)).toBe(false);
  });
});
