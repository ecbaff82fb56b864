import { BuyCard } from './BuyCard';
import { PriceTableCard } from './PriceTableCard';
import { SellCard } from './SellCard';
import { StandingOrdersCard } from './StandingOrdersCard';

/** Buy & Sell (spec section 2): the market's prices, buy and sell forms side by side, and the standing sell orders. */
export default function MarketPage() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-12">
      <PriceTableCard className="md:col-span-2 lg:col-span-12" />
      <BuyCard className="lg:col-span-6" />
      <SellCard className="lg:col-span-6" />
      <StandingOrdersCard className="md:col-span-2 lg:col-span-12" />
    </div>
  );
}
