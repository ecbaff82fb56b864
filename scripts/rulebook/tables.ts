/** Markdown tables for the rulebook, built from the engine's own values so the two cannot drift. */
import * as engine from '@forgeworks/engine';
import type { MachineLevelConfig, ResourceAmount } from '@forgeworks/engine';
import { RIVAL_PERSONALITIES, rivalFor } from '@forgeworks/simulator';
import { sitesTable } from './sites-table.js';

const dollars = (cents: number) => engine.formatUsd(cents).replace(/\.00$/, '');

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const amounts = (list: ResourceAmount[]) =>
  list.length === 0 ? '—' : list.map((a) => `${a.quantity} ${engine.RESOURCE_NAMES[a.resource]}`).join(' + ');

function crew(config: MachineLevelConfig): string {
  return config.workerRequirements
    .map((r) => `${r.baseCount} ${r.type.toLowerCase()} (skill ${r.skillLevel})`)
    .join(', ');
}

export function machinesTable(): string {
  return table(
    [
      'Machine',
      'Lvl',
      'Cost',
      'Inputs / tick',
      'Outputs / tick',
      'Power',
      'Power eff.',
      'Eff.',
      'Operating',
      'Base maint.',
      'Base labor',
      'Base material',
      'Crew',
      'Max / shift',
    ],
    engine
      .allMachineConfigs()
      .map((c) => [
        c.name,
        c.level,
        dollars(c.cost),
        amounts(c.inputs),
        amounts(c.outputs),
        c.powerConsumption,
        c.powerEfficiencyFactor,
        c.efficiency,
        dollars(c.operatingCost),
        dollars(c.baseMaintenanceCost),
        dollars(c.baseLaborCost),
        c.baseMaterialCost === undefined ? '—' : dollars(c.baseMaterialCost),
        crew(c),
        c.maxWorkersPerShift,
      ]),
  );
}

/** The constants that are money (built with usd() in rules.ts): printed as dollars. */
const MONEY = new Set([
  'STARTING_FACTORY.cash',
  'STARTING_FACTORY.debt',
  'DEBT.MIN_REPAYMENT',
  'LOAN.MIN_MAX_AMOUNT',
  'THRESHOLDS.LOW_CASH',
  'THRESHOLDS.EXPANSION_CASH',
  'MARKET.BASE_PRICES',
  'DISPLAY.CASH_GOOD',
  'DISPLAY.CASH_WARNING',
  'DISPLAY.DEBT_WARNING',
  'SEASON.LEAGUE_FLOORS',
  'FAIR_PLAY.ALLOWANCE_BASE',
  'FAIR_PLAY.ONE_WAY_FLOW',
]);

function show(value: unknown, money: boolean): string {
  if (typeof value === 'number') return money ? dollars(value) : String(value);
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v, money)}`)
      .join(', ');
  }
  return String(value);
}

const GROUPS = [
  'TIME',
  'STARTING_FACTORY',
  'POWER',
  'FUNDING',
  'STANDING_ORDERS',
  'AUTO_MAINTENANCE',
  'WARNINGS',
  'OPERATING_COST_SPLIT',
  'CAPACITY',
  'DEBT',
  'LOAN',
  'CONDITION',
  'REPAIR',
  'SCRAP',
  'NET_WORTH',
  'WORKFORCE',
  'THRESHOLDS',
  'DISPLAY',
  'MARKET',
  'EXCHANGE',
  'UPKEEP',
  'SEASON',
  'ADVICE',
  'FAIR_PLAY',
  'CONTRACTS',
  'SPENDING',
] as const;

export function constantsTable(): string {
  const rows: string[][] = [];
  for (const group of GROUPS) {
    for (const [name, value] of Object.entries(engine[group] as Record<string, unknown>)) {
      rows.push([group, name, show(value, MONEY.has(`${group}.${name}`))]);
    }
  }
  return table(['Group', 'Name', 'Value'], rows);
}

export function workersTable(): string {
  const rows: string[][] = [];
  for (const type of engine.WORKER_TYPES) {
    for (let skill = 1; skill <= engine.WORKFORCE.SKILL_MAX; skill++) {
      rows.push([
        type,
        String(skill),
        engine.formatUsd(engine.salaryFor(type, skill)),
        engine.formatUsd(engine.hiringCostFor(type, skill)),
      ]);
    }
  }
  return table(['Worker', 'Skill', 'Salary / tick', 'Hiring cost'], rows);
}

export function maintenanceTable(): string {
  return table(
    ['Type', 'Ticks offline', 'Cost', 'Condition restored', 'Description'],
    engine.MAINTENANCE_TYPES.map((t) => {
      const rule = engine.MAINTENANCE_RULES[t];
      return [
        t,
        rule.duration,
        `(base maintenance + base labor) × ${rule.costMultiplier}`,
        `+${rule.conditionRestoration * 100}%`,
        rule.description,
      ];
    }),
  );
}

export function achievementsTable(): string {
  return table(
    ['Id', 'Name', 'Goal', 'Target'],
    engine.ACHIEVEMENTS.map((a) => [a.id, a.name, a.description, a.unit === 'cents' ? dollars(a.target) : a.target]),
  );
}

export function challengesTable(): string {
  return table(
    ['Type', 'Goal', 'Targets → rewards (one drawn per day)', 'Tip'],
    engine.CHALLENGE_TYPE_IDS.map((t) => {
      const def = engine.CHALLENGE_TYPES[t];
      const options = def.options
        .map((o) => `${def.unit === 'cents' ? dollars(o.target) : o.target} → ${dollars(o.reward)}`)
        .join('; ');
      return [t, def.goal, options, def.tip];
    }),
  );
}

export function paybackMarkdown(): string {
  return table(
    [
      'Machine (level 1)',
      'Cost',
      'Revenue / tick',
      'Inputs / tick',
      'Running / tick',
      'Power / tick',
      'Salaries / tick',
      'Profit / tick',
      'Payback (ticks)',
      'Payback (hours)',
    ],
    engine
      .paybackTable()
      .map((p) => [
        p.type,
        dollars(p.cost),
        engine.formatUsd(p.revenuePerTick),
        engine.formatUsd(p.inputCostPerTick),
        engine.formatUsd(p.operatingCostPerTick),
        engine.formatUsd(p.powerCostPerTick),
        engine.formatUsd(p.salariesPerTick),
        engine.formatUsd(p.profitPerTick),
        p.paybackTicks,
        (p.paybackTicks / engine.TIME.TICKS_PER_HOUR).toFixed(1),
      ]),
  );
}

/** The rivals' roster in slot order, read from the personalities the server's rivals take. */
export function rivalsTable(): string {
  const roster = table(
    ['Slot', 'Factory', 'Site', 'Personality', 'Strategy'],
    RIVAL_PERSONALITIES.map((p, i) => [
      i + 1,
      p.name,
      engine.SITES[p.site].name,
      p.character,
      `\`${p.strategy.name}\``,
    ]),
  );
  const slots = RIVAL_PERSONALITIES.length;
  const again = `Slots past slot ${slots} take the personalities round again, numbered (_${rivalFor(slots + 1).name}_, …).`;
  return `${roster}\n\n${again}`;
}

export const BLOCKS: Record<string, () => string> = {
  machines: machinesTable,
  constants: constantsTable,
  workers: workersTable,
  maintenance: maintenanceTable,
  achievements: achievementsTable,
  challenges: challengesTable,
  payback: paybackMarkdown,
  sites: sitesTable,
  rivals: rivalsTable,
};
