import type { HallOfFame } from '@forgeworks/contract';
import { Crown } from 'lucide-react';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useHallOfFame } from '../api/seasons';
import { LEAGUE_NAMES, signedMoney } from '../lib/seasons';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { RankBadge } from './RankBadge';

const TEXTS: QueryTexts<HallOfFame> = {
  loading: 'Loading the hall of fame...',
  error: (e) => `Error loading the hall of fame: ${e.message}`,
  empty: {
    text: 'No season has ended yet: the first three of each league will be remembered here.',
    when: (h) => h.seasons.length === 0,
  },
};

/** The first three of each league in the latest closed seasons, newest first. */
export function HallOfFameCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Hall of Fame"
      icon={<Crown aria-hidden />}
      className={className}
      query={useHallOfFame()}
      texts={TEXTS}
    >
      {(fame) => (
        <div className="space-y-4">
          {fame.seasons.map((s) => (
            <section key={s.season} aria-label={`Season ${s.season}`}>
              <h3 className="mb-2 text-sm font-semibold text-ink">Season {s.season}</h3>
              <div className="grid gap-3 sm:grid-cols-3">
                {s.leagues.map((l) => (
                  <div key={l.league} className="rounded-lg border border-line/60 p-2">
                    <p className="mb-1 text-xs font-medium tracking-wide text-ink-muted uppercase">
                      {LEAGUE_NAMES[l.league]}
                    </p>
                    <ol className="space-y-1 text-sm">
                      {l.places.map((p) => (
                        <li key={p.place} className="flex items-center gap-2">
                          <RankBadge rank={p.place} />
                          <span className="min-w-0 flex-1 truncate">
                            {p.factoryId ? (
                              <ProfileLink factoryId={p.factoryId}>{p.factoryName}</ProfileLink>
                            ) : (
                              p.factoryName
                            )}
                          </span>
                          <span className="text-ink-muted tabular-nums">{signedMoney(p.gain)}</span>
                        </li>
                      ))}
                    </ol>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </QueryCard>
  );
}
