import { describe, expect, it } from 'vitest';
import { machine, worker } from '../../test/fixtures.js';
import { crewsByPlace, machinePlaces } from './staffing.js';

// Built from parts, so no worker's machine id is the machine's own string object.
const idOf = (i: number) => ['m', String(i)].join('');

describe('crews by machine place', () => {
  for (const count of [5, 40]) {
    it(`finds each worker's machine among ${count} machines, by equal ids, and none for unknown or unassigned`, () => {
      const machines = Array.from({ length: count }, (_, i) => machine(idOf(i), 'IRON_MINE'));
      const workers = [
        worker('a', 'OPERATOR', 1, idOf(count - 1)),
        worker('b', 'OPERATOR', 1, null),
        worker('c', 'OPERATOR', 1, 'gone'),
        worker('d', 'TECHNICIAN', 2, idOf(0)),
        worker('e', 'OPERATOR', 1, idOf(count - 1)),
      ];
      const places = machinePlaces(machines, workers);
      expect(places).toEqual([count - 1, -1, -1, 0, count - 1]);
      const crews = crewsByPlace(machines.length, workers, places);
      expect(crews).toHaveLength(count);
      expect(crews[count - 1]!.map((w) => w.id)).toEqual(['a', 'e']);
      expect(crews[0]!.map((w) => w.id)).toEqual(['d']);
      expect(crews.slice(1, count - 1).every((crew) => crew.length === 0)).toBe(true);
    });
  }
});
