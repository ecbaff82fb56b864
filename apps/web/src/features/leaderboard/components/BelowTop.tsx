import type { ReactNode } from 'react';
import { TOP_SIZE } from '../lib/leaderboard';

/** The player's own row listed under a top ten, after an ellipsis when ranks lie between. */
export function BelowTop({ rank, columns, children }: { rank: number; columns: number; children: ReactNode }) {
  return (
    <>
      {rank > TOP_SIZE + 1 && (
        <tr aria-hidden>
          <td colSpan={columns} className="py-1 text-center text-ink-muted">
            ⋯
          </td>
        </tr>
      )}
      {children}
    </>
  );
}
