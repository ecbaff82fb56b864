import { PriceTableCard } from './PriceTableCard';
import { SellCard } from './SellCard';

/** Buy & Sell (spec section 2): the market's prices and a sell form. */
export default function MarketPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <PriceTableCard className="lg:col-span-8" />
      <SellCard className="lg:col-span-4" />
    </div>
  );
}
