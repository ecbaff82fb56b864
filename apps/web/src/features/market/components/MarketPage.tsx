import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/Tabs';
import { BuyCard } from './BuyCard';
import { ExchangeTab } from './ExchangeTab';
import { PriceTableCard } from './PriceTableCard';
import { SellCard } from './SellCard';
import { StandingOrdersCard } from './StandingOrdersCard';

/**
 * Buy & Sell (spec section 2). The Market tab trades with the market: its prices, buy and sell
 * forms side by side, and the standing sell orders. The Exchange tab trades with other players.
 * The tab is in the address (`?tab=exchange`) so a fill's notification can open it.
 */
export default function MarketPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') === 'exchange' ? 'exchange' : null;
  const [tab, setTab] = useState(asked ?? 'market');
  // A link naming the tab opens it; a later address without one leaves the player's choice alone.
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    if (asked) setTab(asked);
  }
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next);
        setParams(next === 'exchange' ? { tab: next } : {}, { replace: true });
      }}
    >
      <TabsList aria-label="Trade with">
        <TabsTrigger value="market">Market</TabsTrigger>
        <TabsTrigger value="exchange">Exchange</TabsTrigger>
      </TabsList>
      <TabsContent value="market">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-12">
          <PriceTableCard className="md:col-span-2 lg:col-span-12" />
          <BuyCard className="lg:col-span-6" />
          <SellCard className="lg:col-span-6" />
          <StandingOrdersCard className="md:col-span-2 lg:col-span-12" />
        </div>
      </TabsContent>
      <TabsContent value="exchange">
        <ExchangeTab />
      </TabsContent>
    </Tabs>
  );
}
