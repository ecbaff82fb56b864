import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { Button, focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { QueryState } from '@/shared/ui/QueryCard';
import { TextField } from '@/shared/ui/TextField';
import { usePlayers } from '../api/operator';
import { PLAYERS_CARD_ID, SEARCH_PARAM } from './find-player';
import { FlagsLegend } from './FlagsLegend';
import { PlayerRow } from './PlayerRow';

/** The search field, showing the search it was opened with (a link of the fair-play report sets one). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} role="search" className="mb-4 flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          id="operator-search"
          label="Find a player"
          placeholder="Name, factory, email or factory id"
          autoComplete="off"
          required={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {/* The field keeps room under it for a problem line: the button lines up with the input. */}
      <Button type="submit" className="mb-1.5" icon={<Search aria-hidden className="size-4" />}>
        Find
      </Button>
    </form>
  );
}

/**
 * Finds players by name, factory name, email or factory id (the newest with no search), each with
 * its flags and actions. The search is in the address, so the fair-play report can link to a player.
 */
export function PlayersCard({ className }: { className?: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  return (
    <Card
      id={PLAYERS_CARD_ID}
      // Focused when a link brings it into view, so the keyboard goes on from here.
      tabIndex={-1}
      title="Players"
      icon={<Users aria-hidden />}
      className={cn(focusRing, className)}
    >
      {/* A new search from outside (a link) starts the field afresh with it. */}
      <SearchForm key={search} initial={search} onSearch={(s) => setParams(s ? { [SEARCH_PARAM]: s } : {})} />
      <QueryState
        query={usePlayers(search)}
        texts={{
          loading: 'Loading players...',
          error: 'Failed to load the players',
          empty: {
            text: search ? `No player matches "${search}".` : 'No players yet.',
            when: (data) => data.players.length === 0,
          },
        }}
      >
        {(data) => (
          <>
            <FlagsLegend players={data.players} />
            <ul aria-label="Players found" className="divide-y divide-line/60">
              {data.players.map((player) => (
                <PlayerRow key={player.factoryId} player={player} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Card>
  );
}
