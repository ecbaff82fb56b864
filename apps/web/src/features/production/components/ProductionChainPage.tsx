import { Workflow } from 'lucide-react';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { welcomeSetupText } from '@/shared/lib/welcome-setup';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/Tabs';
import { balanceOf, isChainEmpty, runsShort } from '../lib/chain';
import { ChainDetailed } from './ChainDetailed';
import { ChainOverview } from './ChainOverview';
import { TradePartnersCard } from './TradePartnersCard';

/**
 * Production Chain (spec section 2): what each resource's makers and users do to its stock each tick,
 * and the chain across factories: what the factory bought and sold, and from whom.
 */
export default function ProductionChainPage() {
  return (
    <div className="flex flex-col gap-4 lg:gap-6">
      <OwnChainCard />
      <TradePartnersCard />
    </div>
  );
}

function OwnChainCard() {
  const stats = useFactoryStats();
  return (
    <Card title="Production Chain" icon={<Workflow aria-hidden />}>
      {stats.isPending ? (
        <CardLoading text="Loading production chain..." />
      ) : stats.isError ? (
        <CardError message="Failed to load the production chain" onRetry={() => void stats.refetch()} />
      ) : isChainEmpty(stats.data.productionChain) ? (
        <CardEmpty
          text={`Your production chain is empty. Build ${welcomeSetupText()} to start turning ore into steel.`}
        />
      ) : (
        <ChainTabs rows={stats.data.productionChain} />
      )}
    </Card>
  );
}

function ChainTabs({ rows }: { rows: Parameters<typeof ChainOverview>[0]['rows'] }) {
  const deficits = rows.filter((r) => runsShort(balanceOf(r))).length;
  return (
    <Tabs defaultValue="overview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Production chain view">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="detailed">Detailed</TabsTrigger>
        </TabsList>
        <p className="text-sm text-ink-muted">
          Net rates per tick, as the next tick will run.{' '}
          {deficits > 0 ? (
            <span className="text-rose-300">
              {deficits} {deficits === 1 ? 'resource runs' : 'resources run'} short.
            </span>
          ) : (
            <span className="text-emerald-300">Nothing runs short.</span>
          )}
        </p>
      </div>
      <TabsContent value="overview">
        <ChainOverview rows={rows} />
      </TabsContent>
      <TabsContent value="detailed">
        <ChainDetailed rows={rows} />
      </TabsContent>
    </Tabs>
  );
}
