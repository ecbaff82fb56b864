import { execFileSync } from 'node:child_process';
import { PORT } from '../env';

/**
 * A non-loopback address of this machine, made for the LAN test: a veth pair whose host end holds a
 * /30 in 10.213.0.0/16 of the run's own, chosen by its port (3410: 10.213.13.73), so two runs on one
 * machine each make and remove their own. The machine's own network addresses are never used, and
 * nothing leaves the machine: the address is local, so the kernel answers it through the loopback
 * device. E2E_LAN_ADDRESS names an address the machine already has instead (for a developer without root).
 */
export const LAN_ADDRESS =
  process.env.E2E_LAN_ADDRESS ?? `10.213.${Math.floor(PORT / 256) % 256}.${(PORT % 64) * 4 + 1}`;
const INTERFACE = `fwe${PORT}`;
const PEER = `fwe${PORT}p`;

/** Set by the global setup when the address could not be had; the LAN test fails with it. */
const PROBLEM_VARIABLE = 'E2E_LAN_PROBLEM';

const ip = (...args: string[]) => execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Whether the kernel delivers LAN_ADDRESS to this machine (checked before any packet is sent to it). */
function isLocal(): boolean {
  try {
    return ip('-o', 'route', 'get', LAN_ADDRESS).startsWith('local ');
  } catch {
    return false;
  }
}

/**
 * Makes LAN_ADDRESS local if it is not yet (idempotent: an address already there is used as it is).
 * Answers how to undo what it made. A failure does not stop the suite; the LAN test reports it.
 */
export function ensureLanAddress(): () => void {
  if (isLocal()) return () => {};
  if (process.env.E2E_LAN_ADDRESS) {
    process.env[PROBLEM_VARIABLE] = `E2E_LAN_ADDRESS=${LAN_ADDRESS} is not an address of this machine`;
    return () => {};
  }
  try {
    // A half-made pair from an interrupted run goes first.
    if (ip('-o', 'link', 'show').includes(`${INTERFACE}@`)) ip('link', 'delete', INTERFACE);
    ip('link', 'add', INTERFACE, 'type', 'veth', 'peer', 'name', PEER);
    ip('address', 'add', `${LAN_ADDRESS}/30`, 'dev', INTERFACE);
    ip('link', 'set', INTERFACE, 'up');
    ip('link', 'set', PEER, 'up');
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    process.env[PROBLEM_VARIABLE] =
      `could not add ${LAN_ADDRESS} on a veth pair (${stderr || String(error)}); the test needs root ` +
      `(CAP_NET_ADMIN), or E2E_LAN_ADDRESS set to a non-loopback address this machine already has`;
    return () => {};
  }
  if (!isLocal()) process.env[PROBLEM_VARIABLE] = `${LAN_ADDRESS} was added but the kernel does not route it locally`;
  return () => ip('link', 'delete', INTERFACE);
}

/** Why LAN_ADDRESS cannot be used, or undefined when it can. */
export function lanAddressProblem(): string | undefined {
  return process.env[PROBLEM_VARIABLE] ?? (isLocal() ? undefined : `${LAN_ADDRESS} is not an address of this machine`);
}
