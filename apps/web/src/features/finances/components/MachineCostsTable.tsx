import type { OperatingCosts } from '@forgeworks/contract';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { machineLabels } from '@/shared/lib/machine-labels';
import { CardEmpty } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { DataTable, Td, Th, Tr } from '@/shared/ui/Table';

type MachineCost = OperatingCosts['machineCosts'][number];

/** Each machine's share of the next tick's bill: its four costs and their total. */
export function MachineCostsTable({ machines }: { machines: MachineCost[] }) {
  if (machines.length === 0) return <CardEmpty text="No machines found. Build some machines first!" />;
  const labels = machineLabels(machines.map((m) => ({ machineId: m.machineId, type: m.machineType })));
  return (
    <DataTable aria-label="Operating costs per machine">
      <thead>
        <tr>
          <Th>Machine</Th>
          <Th numeric>Level</Th>
          <Th numeric>Capacity</Th>
          <Th numeric>Power</Th>
          <Th numeric>Maintenance</Th>
          <Th numeric>Labor</Th>
          <Th numeric>Materials</Th>
          <Th numeric>Total</Th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </DataTable>
  );
}
