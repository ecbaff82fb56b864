import { ensureLanAddress } from './support/lan-address';

/** The suite's machine-wide setup: the LAN address (its removal is the returned teardown). */
export default function globalSetup(): () => void {
  return ensureLanAddress();
}
