export const RESOURCE_IDS = {
  IRON_ORE: 1,
  STEEL_BAR: 2,
  COAL: 3,
  POWER: 4,
  ADVANCED_STEEL: 5,
  COKE: 6,
  TOOLS: 7,
  MACHINE_PARTS: 8,
} as const;

export type ResourceType = keyof typeof RESOURCE_IDS;
export type ResourceId = (typeof RESOURCE_IDS)[ResourceType];

export const RESOURCE_TYPES = Object.keys(RESOURCE_IDS) as ResourceType[];

/** Resources that are stored and can be sold; power is made and used within the tick. */
export type StoredResource = Exclude<ResourceType, 'POWER'>;
/**
 * In the order the stored forms keep them (server codecs): goods are appended, never reordered. The first
 * four are the spec's; the works' goods (docs/adr/0016) follow.
 */
export const STORED_RESOURCES: readonly StoredResource[] = [
  'IRON_ORE',
  'STEEL_BAR',
  'COAL',
  'ADVANCED_STEEL',
  'COKE',
  'TOOLS',
  'MACHINE_PARTS',
];

export const RESOURCE_NAMES: Record<ResourceType, string> = {
  IRON_ORE: 'Iron Ore',
  STEEL_BAR: 'Steel Bar',
  COAL: 'Coal',
  POWER: 'Power',
  ADVANCED_STEEL: 'Advanced Steel',
  COKE: 'Coke',
  TOOLS: 'Tools',
  MACHINE_PARTS: 'Machine Parts',
};

export function resourceById(id: number): ResourceType | undefined {
  return RESOURCE_TYPES.find((type) => RESOURCE_IDS[type] === id);
}

export function isStoredResource(type: ResourceType): type is StoredResource {
  return type !== 'POWER';
}

export type Inventory = Record<StoredResource, number>;

export function emptyInventory(): Inventory {
  return { IRON_ORE: 0, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0, COKE: 0, TOOLS: 0, MACHINE_PARTS: 0 };
}
