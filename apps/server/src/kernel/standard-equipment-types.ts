import type { Db } from '../db/client';
import { equipmentTypes } from '../db/schema';
import { recordEvent } from '../platform/events/record-event';

// The equipment types a company starts with: ISO 6346 size-and-type codes with their usual trade
// names, plus road and rail equipment. Equipment types are the company's own list, kept by its system
// administrators (adminMgt.equipment-type); a company that joins Lanehub (created in the admin area, or
// approved after signing itself up) gets this list, so its administrator can record equipment at once.
export const STANDARD_EQUIPMENT_TYPES = [
  { code: '22G1', alias: "20' Dry", category: 'container', lengthFt: 20, description: 'General purpose container' },
  { code: '42G1', alias: "40' Dry", category: 'container', lengthFt: 40, description: 'General purpose container' },
  { code: '45G1', alias: "40' High Cube", category: 'container', lengthFt: 40, description: 'High cube, 9\'6" high' },
  { code: 'L5G1', alias: "45' High Cube", category: 'container', lengthFt: 45, description: 'High cube, 9\'6" high' },
  { code: '22R1', alias: "20' Reefer", category: 'container', lengthFt: 20, description: 'Integral reefer' },
  { code: '45R1', alias: "40' High Cube Reefer", category: 'container', lengthFt: 40, description: 'Integral reefer' },
  { code: '22U1', alias: "20' Open Top", category: 'container', lengthFt: 20, description: 'Open top' },
  { code: '22T6', alias: "20' Tank", category: 'container', lengthFt: 20, description: 'Tank for dangerous liquids' },
  { code: 'CH-40', alias: "40' Gooseneck Chassis", category: 'chassis', lengthFt: 40, description: null },
  { code: 'TR-53', alias: "53' Dry Van", category: 'trailer', lengthFt: 53, description: 'Road trailer' },
  { code: 'TR-53R', alias: "53' Reefer Trailer", category: 'trailer', lengthFt: 53, description: 'Road trailer' },
  { code: 'TRAC-DAY', alias: 'Day Cab Tractor', category: 'tractor', lengthFt: null, description: null },
  { code: 'RC-WELL', alias: 'Double-stack Well Car', category: 'railcar', lengthFt: 40, description: null },
];

/**
 * Gives a company that joins the standard equipment types (the codes it does not have yet), in the
 * transaction that makes it a member, and logs them in its change log as one event.
 */
export const seedStandardEquipmentTypes = async (tx: Db, actor: { companyId: string; userId: string | null }) => {
  const added = await tx
    .insert(equipmentTypes)
    .values(STANDARD_EQUIPMENT_TYPES.map((type) => ({ ...type, companyId: actor.companyId, active: true })))
    .onConflictDoNothing()
    .returning({ code: equipmentTypes.code });
  if (added.length > 0) {
    await recordEvent(tx, actor, {
      aggregateType: 'company',
      aggregateId: actor.companyId,
      type: 'company.equipment-types-added',
      after: { equipmentTypes: added.map((row) => row.code) },
    });
  }
};
