import { describe, expect, it } from 'vitest';
import { machine, worker } from '@/test/workforce-fixtures';
import { crewQuote, fillText, hireAllBlocker, workersText } from './crew-quote';

describe('crew quote', () => {
  const mine = [machine('im', 'IRON_MINE', 'Iron Mine')];

  it('prices what the mine misses in dollars: two operators at $80, a skill 2 technician at $162', () => {
    expect(crewQuote(mine, [])).toEqual({
      lines: [
        { type: 'OPERATOR', skillLevel: 1, count: 2, hiringCost: 160 },
        { type: 'TECHNICIAN', skillLevel: 2, count: 1, hiringCost: 162 },
      ],
      workers: 3,
      posted: 0,
      hiringCost: 322,
      salaries: 8.05,
    });
    expect(crewQuote(mine, [worker('o', 'OPERATOR', 'im'), worker('t', 'TECHNICIAN', 'im', 2)]).workers).toBe(1);
  });

  it('is off with nobody to hire or too little cash, and on otherwise', () => {
    const quote = crewQuote(mine, []);
    expect(hireAllBlocker(crewQuote([], []), 1_000)).toBe('No machine misses a worker it has room for.');
    expect(hireAllBlocker(quote, 321.99)).toBe(
      'Not enough cash: hiring the 3 missing crew members costs $322.00 and you have $321.99.',
    );
    expect(hireAllBlocker(quote, 322)).toBeNull();
  });

  it('puts a worker on no machine on its post before hiring, and says so on the button', () => {
    const quote = crewQuote(mine, [worker('idle', 'OPERATOR', null)]);
    expect(quote).toMatchObject({ workers: 2, posted: 1, hiringCost: 242 });
    expect(fillText(quote)).toBe('Hire 2 workers, put 1 worker to work');
    expect(fillText({ workers: 0, posted: 2 })).toBe('Put 2 workers to work');
    expect(
      hireAllBlocker(
        crewQuote(mine, [
          worker('a', 'OPERATOR', null),
          worker('b', 'OPERATOR', null),
          worker('c', 'TECHNICIAN', null, 2),
        ]),
        0,
      ),
    ).toBeNull();
  });

  it('counts workers in words', () => {
    expect(workersText(1)).toBe('1 worker');
    expect(workersText(13)).toBe('13 workers');
  });
});
