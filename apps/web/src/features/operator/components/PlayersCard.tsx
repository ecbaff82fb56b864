import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { TextField } from '@/shared/ui/TextField';
import { usePlayers } from '../api/operator';
import { PlayerRow } from './PlayerRow';

/** Finds players by name, factory name or email (the newest with no search), each with its actions. */
export function PlayersCard({ className }: { className?: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const players = usePlayers(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <Card title="Players" icon={<Users aria-hidden />} className={className}>
      <form onSubmit={submit} role="search" className="mb-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id="operator-search"
            label="Find a player"
            placeholder="Name, factory or email"
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
      {players.isPending ? (
        <CardLoading text="Loading players..." />
      ) : players.isError ? (
        <CardError message="Failed to load the players" onRetry={() => void players.refetch()} />
      ) : players.data.players.length === 0 ? (
        <CardEmpty text={search ? `No player matches "${search}".` : 'No players yet.'} />
      ) : (
        <ul aria-label="Players found" className="divide-y divide-line/60">
          {players.data.players.map((player) => (
            <PlayerRow key={player.factoryId} player={player} />
          ))}
        </ul>
      )}
    </Card>
  );
}
