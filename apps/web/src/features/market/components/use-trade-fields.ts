import type { StoredResourceType } from '@forgeworks/contract';
import { useState } from 'react';
import { parseQuantity } from '../lib/sell';

/** The resource and quantity a trade form holds; a resource no longer offered falls back to `initial`. */
export function useTradeFields(
  offered: readonly { type: StoredResourceType }[],
  initial: StoredResourceType | undefined,
) {
  const [chosen, setChosen] = useState<StoredResourceType | undefined>(undefined);
  const [text, setText] = useState('');
  const resource = offered.some((o) => o.type === chosen) ? chosen : initial;
  return {
    resource,
    text,
    setText,
    quantity: parseQuantity(text),
    choose: (type: StoredResourceType) => {
      setChosen(type);
      setText('');
    },
  };
}

export type TradeFields = ReturnType<typeof useTradeFields>;
