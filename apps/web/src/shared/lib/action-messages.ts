import type { EndpointName } from '@forgeworks/contract/paths';
import type { NotificationType } from '../stores/notifications';

export interface ActionMessages {
  /** The notification type of a success: 'success' when not given, or 'purchase', 'sale', 'maintenance'. */
  type?: NotificationType;
  /** Shown when the server sends no message of its own (spec section 8's success fallbacks). */
  success: string;
  /** Shown when a failure carries no message from the server (spec section 8's failure fallbacks). */
  failure: string;
}

/**
 * What every game action tells the player, by its endpoint: spec section 8's catalogue of
 * fallbacks, and the same kind of line for the actions the spec does not name.
 */
export const ACTION_MESSAGES = {
  buildMachine: { type: 'purchase', success: 'Machine built successfully!', failure: 'Failed to build machine' },
  upgradeMachine: { type: 'purchase', success: 'Machine upgraded successfully!', failure: 'Failed to upgrade machine' },
  repairMachine: {
    type: 'maintenance',
    success: 'Machine repaired successfully!',
    failure: 'Failed to repair machine',
  },
  updateMachineCapacities: {
    success: 'Machine capacities updated successfully!',
    failure: 'Failed to update machine capacities',
  },
  scheduleMaintenance: {
    type: 'maintenance',
    success: 'Maintenance scheduled successfully!',
    failure: 'Failed to schedule maintenance',
  },
  emergencyRepair: {
    type: 'maintenance',
    success: 'Emergency repair completed successfully!',
    failure: 'Failed to perform emergency repair',
  },
  chooseSite: { success: 'Your factory stands at its new site.', failure: 'Failed to choose the site' },
  extendFloor: { type: 'purchase', success: 'Your floor is extended.', failure: 'Failed to extend the floor' },
  autoMaintenance: {
    type: 'maintenance',
    success: 'Automatic maintenance saved.',
    failure: 'Failed to change automatic maintenance',
  },
  scrapMachine: { type: 'sale', success: 'Machine scrapped.', failure: 'Failed to scrap machine' },
  emergencyLoan: { success: 'Emergency loan approved!', failure: 'Failed to process emergency loan' },
  sell: { type: 'sale', success: 'Sale completed.', failure: 'Failed to sell' },
  buy: { type: 'purchase', success: 'Purchase completed.', failure: 'Failed to buy' },
  standingOrders: { success: 'Standing sell orders saved.', failure: 'Failed to save standing sell orders' },
  listOffer: { success: 'Offer listed.', failure: 'Failed to list the offer' },
  cancelOffer: { success: 'Offer cancelled.', failure: 'Failed to cancel the offer' },
  exchangeBuy: { type: 'purchase', success: 'Bought on the exchange.', failure: 'Failed to buy on the exchange' },
  placeBid: { success: 'Bid placed.', failure: 'Failed to place the bid' },
  cancelBid: { success: 'Bid cancelled.', failure: 'Failed to cancel the bid' },
  exchangeSell: { type: 'sale', success: 'Sold into bids.', failure: 'Failed to sell into bids' },
  hireMissing: { success: 'Every machine has its crew.', failure: 'Failed to hire the missing crew' },
  dismiss: { success: 'Worker dismissed.', failure: 'Failed to dismiss worker' },
  assign: { success: 'Worker reassigned.', failure: 'Failed to assign worker' },
  claimChallenge: { success: 'Challenge reward claimed!', failure: 'Failed to claim the challenge reward' },
  // Contracts between players (features/contracts).
  offerContract: { success: 'Contract offered.', failure: 'Failed to offer the contract' },
  acceptContract: { success: 'Contract accepted.', failure: 'Failed to accept the contract' },
  declineContract: { success: 'Contract declined.', failure: 'Failed to decline the contract' },
  counterContract: { success: 'Counter-offer sent.', failure: 'Failed to send the counter-offer' },
  withdrawContract: { success: 'Offer withdrawn.', failure: 'Failed to withdraw the offer' },
  endContract: { success: 'Asked to end the contract.', failure: 'Failed to end the contract' },
} as const satisfies Partial<Record<EndpointName, ActionMessages>>;

export type GameActionName = keyof typeof ACTION_MESSAGES;
