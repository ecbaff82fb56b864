import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { TIME } from '../rules.js';
import { maintenanceAlerts } from './alerts.js';

const DAY = TIME.TICKS_PER_DAY;
const NOW = 40 * DAY;

describe('maintenance alerts', () => {
  it('lists broken, then critical (HIGH), then machines not maintained for over 30 days (MEDIUM)', () => {
    const state = {
      ...factoryWith([
        machine('never', 'IRON_MINE', { condition: 0.5 }),
        machine('recent', 'IRON_MINE', { condition: 0.5, lastMaintenanceTick: NOW - 10 }),
        machine('exactly30', 'IRON_MINE', { condition: 0.5, lastMaintenanceTick: NOW - 30 * DAY }),
        machine('over30', 'IRON_MINE', { condition: 0.6, lastMaintenanceTick: NOW - 30 * DAY - 1 }),
        machine('fair', 'IRON_MINE', { condition: 0.6001 }),
        machine('crit', 'SMELTER', { condition: 0.3 }),
        machine('dead', 'SMELTER', { condition: 0 }),
        machine('fine', 'SMELTER', { condition: 0.9 }),
      ]),
      tick: NOW,
    };
    expect(maintenanceAlerts(state).map((a) => [a.machineId, a.severity, a.kind])).toEqual([
      ['dead', 'HIGH', 'BROKEN'],
      ['crit', 'HIGH', 'CRITICAL'],
      ['never', 'MEDIUM', 'MAINTENANCE_DUE'],
      ['over30', 'MEDIUM', 'MAINTENANCE_DUE'],
    ]);
  });

  it('names the machine in its message', () => {
    const [alert] = maintenanceAlerts(factoryWith([machine('dead', 'SMELTER', { condition: 0 })]));
    expect(alert).toEqual({
      machineId: 'dead',
      machineType: 'SMELTER',
      severity: 'HIGH',
      kind: 'BROKEN',
      message: 'Smelter is broken and needs an emergency repair',
    });
  });

  it('leaves machines already under maintenance alone, and a healthy factory has none', () => {
    const state = factoryWith([
      machine('a', 'SMELTER', { condition: 0.2, maintenance: { type: 'OVERHAUL', ticksLeft: 3 } }),
      machine('b', 'IRON_MINE', { condition: 0.5, maintenance: { type: 'ROUTINE', ticksLeft: 1 } }),
      machine('c', 'IRON_MINE'),
    ]);
    expect(maintenanceAlerts(state)).toEqual([]);
  });
});
