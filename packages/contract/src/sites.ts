import { SITE_IDS } from '@forgeworks/engine';
import { z } from 'zod';

export const SiteId = z.enum(SITE_IDS);
/** The site to stand at: the first choice is free, a move after costs (the engine's SITE_RULES). */
export const SiteBody = z.object({ site: SiteId });
export type SiteBody = z.infer<typeof SiteBody>;

/** Floor space of the factory's site: what its machines take, and all there is. */
export const FloorSpace = z.object({ used: z.number(), total: z.number() });
