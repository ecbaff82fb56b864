import { SITE_IDS } from '@forgeworks/engine';
import { z } from 'zod';

export const SiteId = z.enum(SITE_IDS);
/** The site to stand at: the first choice is free, a move after costs (the engine's SITE_RULES). */
export const SiteBody = z.object({ site: SiteId });
export type SiteBody = z.infer<typeof SiteBody>;
/** Extending the floor takes no choices: the engine's next extension, at its cost. */
export const ExtendFloorBody = z.object({}).strict();

/**
 * Floor space of the factory: what its machines take, and all there is; `extra`, the part of it
 * extensions added (the next one's cost is the engine's floorExtensionCost of it).
 */
export const FloorSpace = z.object({ used: z.number(), total: z.number(), extra: z.number() });
