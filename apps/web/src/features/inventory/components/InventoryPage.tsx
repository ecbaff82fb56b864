import { ArrowRight, Boxes } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/lib/format';
import { textLinkClass } from '@/shared/ui/CardLink';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { FactoryPending } from '@/shared/ui/FactoryPending';
import { useFactory } from '@/shared/api/factory';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { useMarketPrices } from '@/shared/api/market-prices';
import { inventoryRows, isInventoryEmpty, totalValue } from '../lib/inventory';
import { ResourceTile } from './ResourceTile';

export const INVENTORY_EMPTY_TEXT = 'No resources in inventory';

/** Inventory (spec section 2): every stored resource with its quantity and current market value. */
export default function InventoryPage() {
  const factory = useFactory();
  const prices = useMarketPrices();
  // Net rates are a bonus: the list stands without them.
  const stats = useFactoryStats();

  let body;
  if (factory.data) {
    const rows = inventoryRows(factory.data.inventory, prices.data, stats.data?.productionChain);
    const total = totalValue(rows);
    body = isInventoryEmpty(rows) ? (
      <div>
        <CardEmpty text={INVENTORY_EMPTY_TEXT} />
        <p className="text-center text-sm text-ink-muted">
          Build machines to start production.{' '}
          <Link to="/game" className={textLinkClass}>
            Go to Factory Overview
          </Link>
        </p>
      </div>
    ) : (
      <>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">Stock value at market prices</p>
            <div className="mt-1 text-2xl font-semibold text-ink tabular-nums">
              {total === null ? '—' : formatMoney(total)}
            </div>
          </div>
          <Link to="/game/market" className={textLinkClass}>
            Sell on the Market <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Resources">
          {rows.map((row) => (
            <ResourceTile key={row.type} row={row} pricesLoading={prices.isPending} />
          ))}
        </ul>
      </>
    );
  } else {
    body = <FactoryPending factory={factory} loading="Loading inventory..." />;
  }

  return (
    <Card title="Inventory" icon={<Boxes aria-hidden />}>
      {body}
    </Card>
  );
}
