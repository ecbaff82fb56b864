import { PageStub } from '@/shared/ui/PageStub';

/** Financial Dashboard (spec section 2). */
export default function FinancialDashboardPage() {
  return <PageStub title="Financial Dashboard" />;
}
