import type { ChainRow, InventoryItem, MarketPrice, ResourceType } from '@forgeworks/contract';

export interface InventoryRow {
  type: ResourceType;
  name: string;
  quantity: number;
  /** The market's current sell price per unit, when known. */
  price: number | null;
  /** quantity × price, when the price is known. */
  value: number | null;
  /** Net change per tick in the next tick's plan, when known. */
  netRate: number | null;
}

/** Spec section 2: every resource but Power (it is made and used within the tick, never stored). */
export function inventoryRows(
  inventory: readonly InventoryItem[],
  prices: readonly MarketPrice[] | undefined,
  chain?: readonly Pick<ChainRow, 'resource' | 'netRate'>[],
): InventoryRow[] {
  return inventory
    .filter((item) => item.type !== 'POWER')
    .map((item) => {
      const price = prices?.find((p) => p.resourceType === item.type)?.sellPrice ?? null;
      return {
        type: item.type,
        name: item.resource.name,
        quantity: item.quantity,
        price,
        value: price === null ? null : item.quantity * price,
        netRate: chain?.find((c) => c.resource === item.type)?.netRate ?? null,
      };
    });
}

/** 'No resources in inventory' when there are none, or every quantity is 0. */
export function isInventoryEmpty(rows: readonly InventoryRow[]): boolean {
  return rows.every((row) => row.quantity <= 0);
}

/** What the whole stock is worth at current prices; null if any held resource has no price. */
export function totalValue(rows: readonly InventoryRow[]): number | null {
  let total = 0;
  for (const row of rows) {
    if (row.quantity <= 0) continue;
    if (row.value === null) return null;
    total += row.value;
  }
  return total;
}
