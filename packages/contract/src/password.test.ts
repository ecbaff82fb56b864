import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password.js';

describe('passwordProblem', () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'forgeworks', 'abcdefgh'])('refuses %s, saying why', (password) => {
    expect(passwordProblem(password)).toMatch(/^Password is too easy to guess: /);
  });

  it('refuses the player’s own email and name', () => {
    expect(passwordProblem('ada.lovelace', ['ada.lovelace@forge.test', 'Ada Lovelace'])).not.toBeNull();
  });

  it('refuses lengths outside 8–128', () => {
    expect(passwordProblem('x7!kq')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('x7!kq'.repeat(30))).toBe('Password must be at most 128 characters');
  });

  it.each(['correct-horse', 'Tr0ub4dor&3', 'ironmine42', 'xk4!mq9z'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
