import type { MarketTrends } from '@forgeworks/contract';

/** A resource's market line: at `price`, its base price `basePrice` (the same unless told), no pressure. */
export const priceAt = (price: number, basePrice = price) => ({
  price,
  basePrice,
  pressure: 0,
  demand: price / basePrice,
});

/** The market at `tick` with every resource at its base price: iron ore $12, steel $120, coal $8, advanced steel $420, coke $27, tools $210, machine parts $800. */
export const baseMarket = (tick: number): MarketTrends['market'] => ({
  tick,
  activeFactories: 1,
  resources: {
    IRON_ORE: priceAt(12),
    STEEL_BAR: priceAt(120),
    COAL: priceAt(8),
    ADVANCED_STEEL: priceAt(420),
    COKE: priceAt(27),
    TOOLS: priceAt(210),
    MACHINE_PARTS: priceAt(800),
  },
});

/** The trends answer around `market`, with nothing moved or traded. */
export const quietTrends = (market: MarketTrends['market']) => ({
  market,
  movers: [],
  mostTraded: [],
  player: { day: { resources: [] }, week: { resources: [] } },
});
