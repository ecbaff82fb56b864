/** A key for one trade (a buy from the offers, a sale into the bids): the same key again (a retry) trades once. Works over plain HTTP too. */
export const newTradeKey = () =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16)).join('-');
