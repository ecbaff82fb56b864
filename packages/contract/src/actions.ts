import { isWholeCents, MAINTENANCE_TYPES } from '@forgeworks/engine';
import { z } from 'zod';
import { success } from './envelope.js';
import { Factory, MachineType, StoredResourceType, WorkerType } from './factory.js';

const Id = z.string().min(1).max(64);

export const BuildMachineBody = z.object({ type: MachineType });
export const MachineIdBody = z.object({ machineId: Id });
export const CapacitiesBody = z.object({
  machineCapacities: z.record(Id, z.number().min(0.25, 'must be at least 0.25').max(1, 'must be at most 1')),
});
export const RepairBody = z.object({ machineId: Id, repairAmount: z.number().gt(0).max(1) });
export const MaintenanceBody = z.object({
  machineId: Id,
  maintenanceType: z.enum(MAINTENANCE_TYPES),
});
/** Dollars above 0, in whole cents at most. */
const PositiveDollars = z.number().positive().refine(isWholeCents, 'must be whole cents');
export const LoanBody = z.object({ loanAmount: PositiveDollars });
/** The whole list of standing sell orders, replacing the factory's: one a resource, none to stop selling on its own. */
export const StandingOrdersBody = z.object({
  orders: z
    .array(
      z.object({
        resource: StoredResourceType,
        keep: z.number().min(0, 'must be 0 or more').nullable(),
        minPrice: PositiveDollars.nullable(),
      }),
    )
    .max(StoredResourceType.options.length, 'must be at most one a resource'),
});
export const AutoMaintenanceBody = z.object({ enabled: z.boolean() });
export const HireBody = z.object({
  type: WorkerType,
  skillLevel: z.number().int().min(1).max(5),
  assignedMachineId: Id.nullable().optional(),
});
/** Hiring every missing crew member takes no choices: the engine picks the types, skills and machines. */
export const HireMissingBody = z.object({}).strict();
export const AssignBody = z.object({ machineId: Id.nullable() });
export const IdParams = z.object({ id: Id });

/** Every successful action answers the factory as it now is, and a message for the player. */
export const ActionResponse = success(Factory);

export type BuildMachineBody = z.infer<typeof BuildMachineBody>;
export type MachineIdBody = z.infer<typeof MachineIdBody>;
export type CapacitiesBody = z.infer<typeof CapacitiesBody>;
export type RepairBody = z.infer<typeof RepairBody>;
export type MaintenanceBody = z.infer<typeof MaintenanceBody>;
export type LoanBody = z.infer<typeof LoanBody>;
export type StandingOrdersBody = z.infer<typeof StandingOrdersBody>;
export type AutoMaintenanceBody = z.infer<typeof AutoMaintenanceBody>;
export type HireBody = z.infer<typeof HireBody>;
export type HireMissingBody = z.infer<typeof HireMissingBody>;
export type AssignBody = z.infer<typeof AssignBody>;
