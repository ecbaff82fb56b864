import { PageStub } from '@/shared/ui/PageStub';

/** Buy & Sell (spec section 2). */
export default function MarketPage() {
  return <PageStub title="Buy & Sell" />;
}
