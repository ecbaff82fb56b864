import { describe, expect, it } from 'vitest';
import { DisplayName } from './fields.js';
import { nameSkeleton } from './name-skeleton.js';
import { isAbusiveName, maskAbusiveWords } from './names.js';

const refusal = (name: string) => {
  const parsed = DisplayName.safeParse(name);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message).join('; ');
};

describe('nameSkeleton: names that look the same are one name', () => {
  const rita = nameSkeleton("Rita Real's Factory");
  it.each([
    ["RITA REAL'S FACTORY", 'letter case'],
    ["R\u0456t\u0430 R\u0435al's Factory", 'Cyrillic і, а and е'],
    ["Rita\u200b Real's Factory", 'a zero-width space'],
    ["Ri\u2060ta Re\u00adal's Fac\u180etory", 'a word joiner, a soft hyphen, a Mongolian vowel separator'],
    ["Rita  Real's Factory ", 'doubled and trailing spaces'],
    ['Rita Real\u2019s Factory', 'a curly apostrophe'],
    ["\uff32ita Real's Factory", 'a full-width letter'],
  ])('%j is the same name (%s)', (name) => {
    expect(nameSkeleton(name)).toBe(rita);
  });

  it.each(["Rita Real's Factory 2", "Rita Reel's Factory", "Rita Real's Forge"])('%j is another name', (name) => {
    expect(nameSkeleton(name)).not.toBe(rita);
  });
});

describe('DisplayName: names that hide or look blank are refused', () => {
  it.each(['\u3164\u3164\u3164', '\u2800\u2800', '\u115f\u1160', '\uffa0', ' \u200b '])('%j looks blank', (name) => {
    expect(refusal(name)).toMatch(/can be seen|is required/);
  });

  it.each(['Rita\u200bReal', 'Ri\u2060ta', 'Re\u00adal', 'Fac\u180etory', 'Forge\u3164Works', 'a\ufeffb'])(
    '%j holds an invisible character',
    (name) => {
      expect(refusal(name)).toBe('must not contain invisible or formatting characters');
    },
  );

  it.each([
    "Rita Real's Factory",
    'Straße Stahl',
    '東京工場',
    '\u{1F468}\u200d\u{1F469}\u200d\u{1F467} Forge',
    '\u2764\ufe0f Forge',
  ])('%j is a name (emoji keep their own joiners)', (name) => {
    expect(refusal(name)).toBeNull();
  });
});

describe('words spelled apart or with invisible characters', () => {
  it.each([
    ['f u c k', 'f * * *'],
    ['f.u.c.k you', 'f.*.*.* you'],
    ['f-u-c-k', 'f-*-*-*'],
    ['n i g g e r', 'n * * * * *'],
    ['fu\u200dck off', 'f*** off'],
    ['what the fuck', 'what the f***'],
    ['F U C K I N G prices', 'F * * * * * * prices'],
    ['fucking prices', 'f****** prices'],
    ['go f.u.c.k.i.n.g home', 'go f.*.*.*.*.*.* home'],
  ])('%j is masked as %j', (text, masked) => {
    expect(maskAbusiveWords(text)).toBe(masked);
  });

  it.each(['F U C K Works', 'f.u.c.k Mill', 'Fu\u200dck Forge', 'N-I-G-G-E-R Steel'])(
    '%j is refused as a name',
    (name) => {
      expect(isAbusiveName(name)).toBe(true);
    },
  );

  it.each([
    'of u c k',
    'Scunthorpe Steel',
    'the class will assess it',
    'i a s s u m e so',
    'A, B and C are sold out',
    'push it to the limit',
    'I love the U.S.A. market',
    'see u at 5 p.m.',
    'It is 1 2 3 go',
    'a b c d e',
    'Plan B: sell coal, buy ore',
  ])('ordinary talk %j passes unchanged', (text) => {
    expect(maskAbusiveWords(text)).toBe(text);
    expect(isAbusiveName(text)).toBe(false);
  });
});
