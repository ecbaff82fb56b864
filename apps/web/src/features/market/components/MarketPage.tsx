import { PriceTableCard } from './PriceTableCard';
import { SellCard } from './SellCard';
import { StandingOrdersCard } from './StandingOrdersCard';

/** Buy & Sell (spec section 2): the market's prices, a sell form, and the orders the factory sells by on its own. */
export default function MarketPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <PriceTableCard className="lg:col-span-8" />
      <SellCard className="lg:col-span-4" />
      <StandingOrdersCard className="lg:col-span-8" />
    </div>
  );
}
