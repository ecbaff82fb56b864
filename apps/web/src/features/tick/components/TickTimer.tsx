/**
 * The header's 'Next Production Tick' slot (spec section 2): countdown m:ss, a progress bar and
 * 'Production happens every N minutes'. Not built yet: it renders nothing, and the header keeps
 * room for it. Build it here with `useTickInfo()`, `formatDuration` and `ProgressBar`.
 */
export function TickTimer() {
  return null;
}
