import { describe, expect, it } from 'vitest';
import {
  assignmentAdvice,
  DEFAULT_HIRE_DRAFT,
  draftForMissing,
  hireBlocker,
  hireBody,
  hireFailureText,
  hiringOption,
  machineSlots,
  sortWorkers,
  staffingRows,
} from './workforce';
import { COSTS, machine, option, worker } from '@/test/workforce-fixtures';

describe('hiring cost lookup', () => {
  it('reads the costs of a type at index skill − 1', () => {
    expect(hiringOption(COSTS, 'OPERATOR', 1)).toEqual(option(1, 80, 2));
    expect(hiringOption(COSTS, 'TECHNICIAN', 3)).toEqual(option(3, 204, 5.1));
    expect(hiringOption(COSTS, 'ENGINEER', 5)).toEqual(option(5, 480, 12));
  });

  it('finds nothing without costs or outside skills 1–5', () => {
    expect(hiringOption(undefined, 'OPERATOR', 1)).toBeUndefined();
    expect(hiringOption(COSTS, 'OPERATOR', 6)).toBeUndefined();
    expect(hiringOption(COSTS, 'OPERATOR', 0)).toBeUndefined();
  });
});

describe('hire body', () => {
  it("omits the machine for 'Auto-assign', sends null for 'Unassigned' and the id otherwise", () => {
    expect(hireBody(DEFAULT_HIRE_DRAFT)).toEqual({ type: 'OPERATOR', skillLevel: 1 });
    expect('assignedMachineId' in hireBody(DEFAULT_HIRE_DRAFT)).toBe(false);
    expect(hireBody({ type: 'ENGINEER', skillLevel: 4, target: 'none' })).toEqual({
      type: 'ENGINEER',
      skillLevel: 4,
      assignedMachineId: null,
    });
    expect(hireBody({ type: 'TECHNICIAN', skillLevel: 2, target: 'm7' })).toEqual({
      type: 'TECHNICIAN',
      skillLevel: 2,
      assignedMachineId: 'm7',
    });
  });
});

describe("'Hire missing'", () => {
  it("prefills the type, the skill the machine's level asks for, and that machine", () => {
    const mine = { machineId: 'm1', machineType: 'IRON_MINE' as const, level: 1 };
    expect(draftForMissing(mine, 'TECHNICIAN')).toEqual({ type: 'TECHNICIAN', skillLevel: 2, target: 'm1' });
    expect(draftForMissing(mine, 'OPERATOR')).toEqual({ type: 'OPERATOR', skillLevel: 1, target: 'm1' });
    const mill = { machineId: 'm2', machineType: 'STEEL_MILL' as const, level: 3 };
    expect(draftForMissing(mill, 'ENGINEER')).toEqual({ type: 'ENGINEER', skillLevel: 4, target: 'm2' });
  });
});

describe('failed hire', () => {
  it("reads 'Failed to hire worker: ' plus the message", () => {
    expect(hireFailureText('Machine is full')).toBe('Failed to hire worker: Machine is full');
  });
});

describe('machines as hiring targets', () => {
  const machines = [
    machine('a', 'IRON_MINE', 'Iron Mine'),
    machine('b', 'COAL_MINE', 'Coal Mine'),
    machine('c', 'IRON_MINE', 'Iron Mine'),
  ];

  it('counts the crew against the shift maximum (coal mine level 1: 3)', () => {
    const crew = [worker('w1', 'OPERATOR', 'b'), worker('w2', 'OPERATOR', 'b'), worker('w3', 'TECHNICIAN', 'b')];
    const slots = machineSlots(machines, [...crew, worker('w4', 'OPERATOR', 'a'), worker('w5', 'OPERATOR', null)]);
    expect(slots.map((s) => [s.label, s.crew, s.maxCrew, s.full])).toEqual([
      ['Iron Mine #1', 1, 4, false],
      ['Coal Mine', 3, 3, true],
      ['Iron Mine #2', 0, 4, false],
    ]);
  });

  it('blocks a hire onto a full machine or beyond the cash, not otherwise', () => {
    const [free, full] = machineSlots(machines, [
      worker('1', 'OPERATOR', 'b'),
      worker('2', 'OPERATOR', 'b'),
      worker('3', 'OPERATOR', 'b'),
    ]);
    expect(hireBlocker({ hiringCost: 80, cash: 1000, slot: free })).toBeNull();
    expect(hireBlocker({ hiringCost: 80, cash: undefined, slot: undefined })).toBeNull();
    expect(hireBlocker({ hiringCost: 80, cash: 1000, slot: full })).toBe(
      'Coal Mine already has a full shift of 3 workers.',
    );
    expect(hireBlocker({ hiringCost: 80, cash: 79.99, slot: free })).toBe(
      'Not enough cash: hiring costs $80.00 and you have $79.99.',
    );
  });

  it('warns when the skill is under what the slot asks, or the machine has no slot of that type', () => {
    const mine = machine('a', 'IRON_MINE', 'Iron Mine');
    expect(assignmentAdvice(mine, 'TECHNICIAN', 2)).toBeNull();
    expect(assignmentAdvice(mine, 'TECHNICIAN', 1)).toBe(
      'This machine asks for skill 2 technicians: one level short costs the slot 20% of its output.',
    );
    expect(assignmentAdvice(mine, 'ENGINEER', 3)).toMatch(/has no engineer slot/);
    expect(assignmentAdvice(undefined, 'ENGINEER', 1)).toBeNull();
  });
});

describe('staffing and the worker list', () => {
  it('lists required and assigned for every type, zero when absent', () => {
    const rows = staffingRows({
      requiredWorkers: { OPERATOR: 4, TECHNICIAN: 2 },
      assignedWorkers: { OPERATOR: 3 },
    } as never);
    expect(rows).toEqual([
      { type: 'OPERATOR', required: 4, assigned: 3 },
      { type: 'TECHNICIAN', required: 2, assigned: 0 },
      { type: 'ENGINEER', required: 0, assigned: 0 },
    ]);
  });

  it('orders workers by machine in build order, unassigned last, then type and skill', () => {
    const machines = [machine('a', 'POWER_PLANT', 'Power Plant'), machine('b', 'IRON_MINE', 'Iron Mine')];
    const sorted = sortWorkers(
      [
        worker('idle', 'OPERATOR', null),
        worker('b-op', 'OPERATOR', 'b'),
        worker('a-tech', 'TECHNICIAN', 'a'),
        worker('a-op1', 'OPERATOR', 'a', 1),
        worker('a-op3', 'OPERATOR', 'a', 3),
      ],
      machines,
    );
    expect(sorted.map((w) => w.id)).toEqual(['a-op3', 'a-op1', 'a-tech', 'b-op', 'idle']);
  });
});
