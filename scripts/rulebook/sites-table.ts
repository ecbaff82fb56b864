/** The sites' block of the rulebook (docs/game-rules.md), built from the engine's table. */
import * as engine from '@forgeworks/engine';

const dollars = (cents: number) => engine.formatUsd(cents).replace(/\.00$/, '');
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function sitesTable(): string {
  const head = [
    'Site',
    'Floor space',
    'Yields',
    'Share of the market spread paid when buying',
    'Likely sells',
    'Likely buys from others',
    'Strength',
  ];
  const goods = (list: readonly engine.StoredResource[]) => list.map((r) => engine.RESOURCE_NAMES[r]).join(', ');
  const rows = engine.SITE_IDS.map((id) => {
    const site = engine.SITES[id];
    const yields = Object.entries(site.yields)
      .map(([type, share]) => `${engine.machineConfig(type as engine.MachineType, 1).name} ×${share}`)
      .join(', ');
    const trade = engine.siteTrade(id);
    return [
      site.name,
      site.floor,
      yields || '—',
      site.spreadShare,
      goods(trade.sells),
      goods(trade.buys),
      site.strength,
    ];
  });
  const floors = engine.MACHINE_TYPES.map((type) => [
    engine.machineConfig(type, 1).name,
    ...([1, 2, 3] as const).map((level) => engine.machineFloor(type, level)),
  ]);
  const r = engine.SITE_RULES;
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
    '',
    line(['Machine', 'Floor at level 1', 'Level 2', 'Level 3']),
    line(['---', '---', '---', '---']),
    ...floors.map(line),
    '',
    `A factory that has not chosen stands on open ground: floor space ${r.UNCHOSEN_FLOOR}, no strength. ` +
      `Moving costs ${dollars(r.MOVE_BASE_COST)} plus ${dollars(r.MOVE_COST_PER_FLOOR)} for each unit of floor its machines take. ` +
      `Extending the floor adds ${r.EXTENSION_FLOOR} for ${dollars(r.EXTENSION_FIRST_COST)} the first time and ${r.EXTENSION_COST_GROWTH} times the last price each time after ` +
      `(${[0, 1, 2, 3].map((k) => dollars(engine.floorExtensionCost(k * r.EXTENSION_FLOOR))).join(', ')}, …).`,
  ].join('\n');
}
