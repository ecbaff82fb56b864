import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

const TradedResource = StoredResourceType.describe('A traded resource (POWER is never traded)');

/** 24h: a point per tick; 7d: a candle per game hour (12 ticks). */
export const HistoryRange = z.enum(['24h', '7d']);
export type HistoryRange = z.infer<typeof HistoryRange>;

export const MarketHistoryQuery = z.object({
  resourceType: z.enum(StoredResourceType.options, {
    error: `resourceType must be one of ${StoredResourceType.options.join(', ')} (POWER is not traded)`,
  }),
  range: z.enum(HistoryRange.options, { error: 'range must be 24h or 7d' }).default('24h'),
});
export type MarketHistoryQuery = z.infer<typeof MarketHistoryQuery>;

/**
 * A tick (open = high = low = close = price) or an hour's candle (price = close; `tick` and `at`
 * are its first tick's). Volumes are units the market took in (sold) and handed out (bought).
 */
export const MarketHistoryPoint = z.object({
  at: z.string(),
  tick: z.number().int(),
  price: Money,
  open: Money,
  high: Money,
  low: Money,
  close: Money,
  volumeSold: z.number(),
  volumeBought: z.number(),
});
export type MarketHistoryPoint = z.infer<typeof MarketHistoryPoint>;

/** Over every tick in the range: `avg` is the time-average price, `change` last close less first open. */
export const PriceSummary = z.object({
  min: Money,
  avg: Money,
  max: Money,
  change: Money,
  /** change ÷ first open (0.05 = 5 %). */
  changeShare: z.number(),
  volumeSold: z.number(),
  volumeBought: z.number(),
});
export type PriceSummary = z.infer<typeof PriceSummary>;

/** Units players traded with each other on the exchange, and their average (value-weighted) unit price. */
export const ExchangeVolume = z.object({ units: z.number().int(), averagePrice: Money.nullable() });
export type ExchangeVolume = z.infer<typeof ExchangeVolume>;

export const MarketHistory = z.object({
  resourceType: TradedResource,
  range: HistoryRange,
  points: z.array(MarketHistoryPoint),
  /** Null before the market's first tick. */
  summary: PriceSummary.nullable(),
  /** The exchange over the same range, up to now (beside the market's own volumes). */
  exchange: ExchangeVolume,
});
export type MarketHistory = z.infer<typeof MarketHistory>;
export const MarketHistoryResponse = success(MarketHistory);

/** What the engine's recovery rule (`priceOutlook`) needs to project a resource's price. */
export const ResourceMarketState = z.object({
  price: Money,
  basePrice: Money,
  /** Units of recent supply pressure (fading each tick). */
  pressure: z.number(),
  /** The demand factor, mean-reverting toward 1. */
  demand: z.number(),
});
export const MarketStateView = z.object({
  tick: z.number().int(),
  activeFactories: z.number().int(),
  resources: z.record(StoredResourceType, ResourceMarketState),
});
export type MarketStateView = z.infer<typeof MarketStateView>;

export const MarketMover = z.object({
  resourceType: TradedResource,
  price: Money,
  /** Price 24 hours ago (or at the oldest tick kept). */
  openPrice: Money,
  change: Money,
  changeShare: z.number(),
});
export const TradedVolume = z.object({
  resourceType: TradedResource,
  volumeSold: z.number(),
  volumeBought: z.number(),
  /** Between players on the exchange over the same 24 hours. */
  exchange: ExchangeVolume,
});

/** One side of the player's trading in a resource: `averagePrice` null when no units moved. */
export const TradeSide = z.object({ units: z.number(), value: Money, averagePrice: Money.nullable() });
export const PlayerResourceRecord = z.object({
  resourceType: TradedResource,
  sold: TradeSide,
  bought: TradeSide,
  /** The market's time-average price over the same period, to compare the player's with. */
  marketAverage: Money.nullable(),
});
export const PlayerRecord = z.object({ resources: z.array(PlayerResourceRecord) });
export type PlayerRecord = z.infer<typeof PlayerRecord>;

export const MarketTrends = z.object({
  market: MarketStateView,
  /** Every resource's 24-hour change, biggest move first. */
  movers: z.array(MarketMover),
  /** Every resource by units traded in 24 hours (sold to and bought from the market, and on the exchange), most first. */
  mostTraded: z.array(TradedVolume),
  player: z.object({ day: PlayerRecord, week: PlayerRecord }),
});
export type MarketTrends = z.infer<typeof MarketTrends>;
export const MarketTrendsResponse = success(MarketTrends);
