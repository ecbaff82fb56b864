import type { Factory, Machine } from '@forgeworks/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useGameStore } from '@/shared/stores/game';
import { useUpdateCapacities } from '@/shared/api/machines';
import { createCapacityBatcher, type CapacityBatcher, type CapacityMap } from '../lib/capacity-batcher';

/**
 * Capacity sliders: a move is applied to the local store at once, and after a 1 s pause every
 * pending change goes to the server in one call. The server stays the truth: when new factory data
 * arrives, machines with nothing pending or in flight take the server's capacity, and a failed sync
 * puts the server's values back, so what the slider shows agrees with the server after each sync.
 */
export function useCapacitySync(machines: readonly Machine[] | undefined) {
  const setCapacity = useGameStore((s) => s.setCapacity);
  const forgetMachine = useGameStore((s) => s.forgetMachine);
  const { mutateAsync, isPending } = useUpdateCapacities();

  const inFlight = useRef(new Set<string>());
  const latestMachines = useRef(machines);
  const mutateRef = useRef(mutateAsync);
  useEffect(() => {
    mutateRef.current = mutateAsync;
    latestMachines.current = machines;
  });

  const adopt = useCallback(
    (serverMachines: readonly Machine[] | undefined, ids: Iterable<string>) => {
      for (const id of ids) {
        const server = serverMachines?.find((m) => m.id === id);
        if (server) setCapacity(id, server.capacity);
      }
    },
    [setCapacity],
  );

  const send = useCallback(
    (machineCapacities: CapacityMap) => {
      const ids = Object.keys(machineCapacities);
      ids.forEach((id) => inFlight.current.add(id));
      mutateRef
        .current({ machineCapacities })
        .then((result: { data: Factory }) => adopt(result.data.machines, ids))
        .catch(() => adopt(latestMachines.current, ids))
        .finally(() => ids.forEach((id) => inFlight.current.delete(id)));
    },
    [adopt],
  );

  const batcher = useRef<CapacityBatcher | null>(null);
  useEffect(() => {
    const created = createCapacityBatcher(send);
    batcher.current = created;
    // Leaving the page inside the pause still sends the last moves.
    return () => {
      created.flush();
      batcher.current = null;
    };
  }, [send]);

  // New factory data: settle every machine the player is not changing right now on the server's value.
  useEffect(() => {
    if (!machines) return;
    const busy = new Set([...(batcher.current?.pendingIds() ?? []), ...inFlight.current]);
    const { capacities } = useGameStore.getState();
    for (const m of machines) {
      if (!busy.has(m.id) && capacities[m.id] !== m.capacity) setCapacity(m.id, m.capacity);
    }
    const known = new Set(machines.map((m) => m.id));
    for (const id of Object.keys(capacities)) if (!known.has(id)) forgetMachine(id);
  }, [machines, setCapacity, forgetMachine]);

  const change = useCallback(
    (machineId: string, capacity: number) => {
      setCapacity(machineId, capacity);
      batcher.current?.set(machineId, capacity);
    },
    [setCapacity],
  );

  return { change, syncing: isPending };
}
