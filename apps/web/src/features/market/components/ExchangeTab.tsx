import type { StoredResourceType } from '@forgeworks/contract';
import { RESOURCE_NAMES, STORED_RESOURCES } from '@forgeworks/engine';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useFactory } from '@/shared/api/factory';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { useExchangeBids, useMyBids } from '../api/bids';
import { useExchangeBook, useMyOffers } from '../api/exchange';
import { bestBid } from '../lib/bids';
import { ExchangeBuyCard } from './ExchangeBuyCard';
import { ListOfferCard } from './ListOfferCard';
import { MyBidsCard } from './MyBidsCard';
import { MyOffersCard } from './MyOffersCard';
import { MyTradesCard } from './MyTradesCard';
import { OrderBookCard } from './OrderBookCard';
import { PlaceBidCard } from './PlaceBidCard';
import { SellIntoBidsCard } from './SellIntoBidsCard';
import { ResourceSelect } from './MarketFields';

const RESOURCE_OPTIONS = STORED_RESOURCES.map((type) => ({ type, label: RESOURCE_NAMES[type] }));

/**
 * The player exchange (docs/adr/0007, 0014): one resource's offers and bids side by side with the
 * market's price and ask, buying from offers and selling into bids, listing an offer and placing a
 * bid, and the player's own offers, bids and trades.
 */
export function ExchangeTab() {
  const id = useId();
  const [resource, setResource] = useState<StoredResourceType>('STEEL_BAR');
  const name = RESOURCE_NAMES[resource];
  const factory = useFactory();
  const book = useExchangeBook(resource);
  const mine = useMyOffers();
  const bids = useExchangeBids(resource);
  const myBids = useMyBids();
  const held = factory.data?.inventory.find((i) => i.type === resource)?.quantity ?? 0;
  const cash = factory.data?.cash ?? 0;
  const open = (mine.data ?? []).filter((o) => o.status === 'open');
  const openBids = (myBids.data ?? []).filter((b) => b.status === 'open');
  // The four trading cards, half the width each, for the resource chosen.
  const trade = { resource, name, className: 'lg:col-span-6' };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-12">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 md:col-span-2 lg:col-span-12">
        <ResourceSelect
          id={`${id}-resource`}
          resource={resource}
          options={RESOURCE_OPTIONS}
          onChange={setResource}
          className="w-full sm:w-64"
        />
        {book.data && (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Market guides">
            <Guide label="Market pays">{formatMoney(book.data.marketPrice)}</Guide>
            <Guide label="Market sells at">{formatMoney(book.data.marketAsk)}</Guide>
            <Guide label="Best offer">{book.data.levels[0] ? formatMoney(book.data.levels[0].unitPrice) : '—'}</Guide>
            <Guide label="Best bid">{bestBid(bids.data)}</Guide>
            <Guide label="Exchange fee">{formatPercent(book.data.feeRate)} of a sale</Guide>
          </dl>
        )}
      </div>
      <OrderBookCard name={name} book={book} className="lg:col-span-6" />
      <OrderBookCard name={name} book={bids} side="bids" className="lg:col-span-6" />
      <ExchangeBuyCard
        {...trade}
        book={book.data}
        mine={open}
        cash={cash}
        standingOrders={factory.data?.standingOrders}
      />
      <SellIntoBidsCard {...trade} book={bids.data} mine={openBids} held={held} />
      <ListOfferCard {...trade} held={held} openOffers={open.length} guide={book.data} />
      <PlaceBidCard {...trade} cash={cash} openBids={openBids.length} book={bids.data} />
      <MyOffersCard className="lg:col-span-6" />
      <MyBidsCard className="lg:col-span-6" />
      <MyTradesCard className="md:col-span-2 lg:col-span-12" />
    </div>
  );
}

/** One of the market's guides above the book: its name, and the figure. */
function Guide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted uppercase">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}
