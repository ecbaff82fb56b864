import type { OperatingCosts } from '@forgeworks/contract';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { machineLabels } from '@/shared/lib/machine-labels';
import { CardEmpty } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { type Column, DataTable, Td, Tr } from '@/shared/ui/Table';

type MachineCost = OperatingCosts['machineCosts'][number];

const COLUMNS: readonly Column[] = [
  { label: 'Machine' },
  { label: 'Level', numeric: true },
  { label: 'Capacity', numeric: true },
  { label: 'Power', numeric: true },
  { label: 'Maintenance', numeric: true },
  { label: 'Labor', numeric: true },
  { label: 'Materials', numeric: true },
  { label: 'Total', numeric: true },
];

/** Each machine's share of the next tick's bill: its four costs and their total. */
export function MachineCostsTable({ machines }: { machines: MachineCost[] }) {
  if (machines.length === 0) return <CardEmpty text="No machines found. Build some machines first!" />;
  const labels = machineLabels(machines.map((m) => ({ machineId: m.machineId, type: m.machineType })));
  return (
    <DataTable label="Operating costs per machine" columns={COLUMNS}>
      {machines.map((m) => (
        <Tr key={m.machineId}>
          <Td>
            <span className="flex items-center gap-2">
              <MachineIcon type={m.machineType} className="text-accent" />
              {labels.get(m.machineId)}
            </span>
          </Td>
          <Td numeric>{m.level}</Td>
          <Td numeric>{formatPercent(m.capacity)}</Td>
          <Td numeric>{formatMoney(m.powerCost)}</Td>
          <Td numeric>{formatMoney(m.maintenanceCost)}</Td>
          <Td numeric>{formatMoney(m.laborCost)}</Td>
          <Td numeric>{formatMoney(m.materialCost)}</Td>
          <Td numeric className="font-semibold">
            {formatMoney(m.total)}
          </Td>
        </Tr>
      ))}
    </DataTable>
  );
}
