import type { Factory } from '@forgeworks/contract';
import type { SiteId } from '@forgeworks/engine';
import { SITE_IDS, SITES, siteMatching, siteMoveCost, toDollars } from '@forgeworks/engine';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFactory } from '@/shared/api/factory';
import { cn } from '@/shared/lib/cn';
import { formatMoney } from '@/shared/lib/format';
import { siteTradeWords } from '@/shared/lib/site-trade';
import { Badge } from '@/shared/ui/Badge';
import { Button, focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { useChooseSite } from '../api/sites';

/** Why the factory cannot stand at `site` now, in the player's words; null when it can. */
function blocker(factory: Factory, site: SiteId, cost: number): string | null {
  // Extensions move with the factory.
  const floor = SITES[site].floor + factory.floor.extra;
  if (factory.floor.used > floor)
    return `Your machines take ${factory.floor.used} floor and ${SITES[site].name} has ${floor}: scrap some first.`;
  if (cost > factory.cash) return `You need ${formatMoney(cost - factory.cash)} more cash to move.`;
  return null;
}

/** What a factory at the site will likely sell and buy from others (the engine's siteTrade); the strength above says what it does best. */
function SiteTradeList({ site }: { site: SiteId }) {
  const words = siteTradeWords(site);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs" aria-label={`Trade at ${SITES[site].name}`}>
      <dt className="text-ink-muted">Sells</dt>
      <dd>{words.sells}</dd>
      <dt className="text-ink-muted">Buys from others</dt>
      <dd>
        {words.buys}
        {words.market && <span className="block text-ink-muted">{words.market}</span>}
      </dd>
    </dl>
  );
}

function SiteOption({ factory, site, suggested }: { factory: Factory; site: SiteId; suggested: boolean }) {
  const choose = useChooseSite();
  const [confirming, setConfirming] = useState(false);
  const info = SITES[site];
  const here = factory.site === site;
  // The first choice is free; a move costs by the floor the machines take (the engine's siteChangeCost).
  const cost = factory.site === null ? 0 : toDollars(siteMoveCost(factory.floor.used));
  const reason = here ? null : blocker(factory, site, cost);
  const reasonId = `site-${site}-reason`;
  const act = () => {
    if (cost > 0 && !confirming) return setConfirming(true);
    choose.mutate({ site }, { onSettled: () => setConfirming(false) });
  };
  const label =
    factory.site === null
      ? `Choose ${info.name}`
      : confirming
        ? `Confirm: pay ${formatMoney(cost)}`
        : `Move here for ${formatMoney(cost)}`;
  return (
    <li className={cn('space-y-2 rounded-lg border p-3', here ? 'border-accent/60 bg-accent/5' : 'border-line/60')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{info.name}</h3>
        <span className="text-xs text-ink-muted tabular-nums">Floor space {info.floor}</span>
      </div>
      <p className="text-sm text-ink-muted">{info.strength}</p>
      <SiteTradeList site={site} />
      <div className="flex flex-wrap items-center gap-2">
        {here ? (
          <Badge tone="good">Your site</Badge>
        ) : (
          <Button
            size="sm"
            variant={factory.site === null ? 'primary' : 'secondary'}
            disabled={reason !== null || choose.isPending}
            pending={choose.isPending}
            aria-describedby={reason ? reasonId : undefined}
            onClick={act}
          >
            {label}
          </Button>
        )}
        {suggested && !here && <span className="text-xs text-accent">Suits what you have built</span>}
      </div>
      {reason && (
        <p id={reasonId} className="text-xs text-amber-300">
          {reason}
        </p>
      )}
    </li>
  );
}

/**
 * Where the factory stands: the choice while it has none (free), and the move to another site after
 * (at the engine's cost, asked twice). Every figure is the engine's table (catalog/sites.ts).
 */
export function SiteCard({ className }: { className?: string }) {
  const { data: factory } = useFactory();
  if (!factory) return null;
  const suggested = factory.site === null ? siteMatching(factory.machines) : null;
  return (
    <Card
      title={factory.site === null ? 'Choose your site' : `Your site: ${SITES[factory.site].name}`}
      icon={<MapPin aria-hidden />}
      className={className}
    >
      <p className="mb-3 text-sm text-ink-muted">
        {factory.site === null
          ? 'Where your factory stands decides what it does best and how much floor space it has for machines. No site holds the whole chain: make what your site is best at and buy the rest from other players. The first choice is free; moving later costs money.'
          : 'Moving takes your machines with you, at a cost that grows with the floor they take; the new site must hold them all.'}
      </p>
      <p className="mb-3 text-sm tabular-nums">
        Floor space: {factory.floor.used} / {factory.floor.total}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SITE_IDS.map((site) => (
          <SiteOption key={site} factory={factory} site={site} suggested={site === suggested} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * The first visit's question while the factory has no site, on the overview: one line and a link to
 * the choice (Factory > Overview), so the welcome guide's first step stays on a phone's first screen.
 */
export function ChooseSiteWhileNeeded({ className }: { className?: string }) {
  const { data: factory } = useFactory();
  if (!factory || factory.site !== null) return null;
  return (
    <section
      aria-label="Choose your site"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-accent/40 bg-accent/5 px-4 py-3 text-sm',
        className,
      )}
    >
      <p className="flex min-w-0 items-center gap-2">
        <MapPin aria-hidden className="size-4 shrink-0 text-accent" />
        <span>Choose your site: it decides what your factory does best. The first choice is free.</span>
      </p>
      <Link
        to="/game/factory"
        className={cn('font-medium text-accent underline-offset-2 hover:underline', focusRing, 'rounded')}
      >
        Choose your site
      </Link>
    </section>
  );
}
