import { passwordProblem as serverJudgement } from '@forgeworks/contract/password';
import * as common from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameProblem, passwordProblem as advice } from './field-rules';

const passwords = common.dictionary['passwords-common'] as string[];
const long = (words: string[]) => words.filter((word) => word.length >= 8);

// zxcvbn with every list takes a while on a busy machine.
describe("the sign-up page's password advice", { timeout: 120_000 }, () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'forgeworks', 'abcdefgh', 'iloveyou'])(
    'refuses %s as the server does, in its words',
    (password) => {
      expect(advice(password)).toMatch(/^Password is too easy to guess: /);
      expect(advice(password)).toBe(serverJudgement(password));
    },
  );

  it("refuses the player's own email and name, and lengths outside 8–128", () => {
    expect(advice('ada.lovelace', ['ada.lovelace@forge.test', 'Ada Lovelace'])).not.toBeNull();
    expect(advice('x7!kq')).toBe('Password must be at least 8 characters');
    expect(advice('x7!kq'.repeat(30))).toBe('Password must be at most 128 characters');
  });

  it('refuses the most common passwords, as the server does', () => {
    for (const password of long(passwords.slice(0, 1_000))) {
      expect(serverJudgement(password), password).not.toBeNull();
      expect(advice(password), password).not.toBeNull();
    }
  });

  it('leaves rarer ones to the server, which refuses them and says why', () => {
    const rare = long(passwords.slice(-300)).filter((password) => advice(password) === null);
    expect(rare.length).toBeGreaterThan(0);
    for (const password of rare) expect(serverJudgement(password), password).toMatch(/^Password is too easy/);
  });

  it('never refuses a password the server accepts', () => {
    const word = fc.constantFrom(...passwords.slice(0, 20_000));
    const password = fc.oneof(
      fc.string({ minLength: 8, maxLength: 24 }),
      fc.tuple(word, fc.integer({ min: 0, max: 9999 })).map(([w, n]) => `${w}${n}`),
      fc.tuple(word, word, fc.constantFrom('', '-', '.', '!')).map(([a, b, sep]) => `${a}${sep}${b}`),
    );
    fc.assert(
      fc.property(password, (p) => serverJudgement(p) !== null || advice(p) === null),
      { numRuns: 150 },
    );
  });
});

describe('the name check', () => {
  it('refuses what the contract refuses, in words', () => {
    expect(nameProblem('Ada')).toBeNull();
    expect(nameProblem('')).toMatch(/^Name /);
  });
});
