import { type EquipmentKind, type EquipmentOwnership, withCheckDigit } from '@lanehub/shared';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../kernel/demo-seed';
import type { Tenant } from '../../platform/tenancy';
import * as q from './equipment.queries';

// Demo units for the demo companies (seeded once with the rest of the demo set). Container numbers get
// their ISO 6346 check digit from the shared validator, so every one of them is valid.

type DemoUnit = {
  kind: EquipmentKind;
  number: string;
  /** Code of one of the company's demo equipment types (demo.data.ts DEMO_EQUIPMENT_TYPES). */
  type: string;
  ownership: EquipmentOwnership;
  status?: 'active' | 'maintenance' | 'inactive';
  licensePlate?: string;
  notes?: string;
};

const container = (prefix: string, type: string, ownership: EquipmentOwnership, notes?: string): DemoUnit => ({
  kind: 'container',
  number: withCheckDigit(prefix),
  type,
  ownership,
  ...(notes ? { notes } : {}),
});

export const DEMO_EQUIPMENT: Record<string, DemoUnit[]> = {
  'North Atlantic Container Line S.A.': [
    container('NACU201001', '22G1', 'owned'),
    container('NACU201002', '22G1', 'owned'),
    container('NACU401517', '42G1', 'owned'),
    container('NACU452230', '45G1', 'leased'),
    container('NACU452231', '45G1', 'leased'),
    container('NACU530088', '45R1', 'owned', 'Set point -18 °C on the last voyage'),
    container('NACU220914', '22T6', 'owned', 'Cleaned and certified for class 3'),
  ],
  'Great Lakes Trucking Co.': [
    { kind: 'chassis', number: withCheckDigit('GLTZ400012'), type: 'CH-40', ownership: 'owned' },
    { kind: 'chassis', number: withCheckDigit('GLTZ400013'), type: 'CH-40', ownership: 'owned' },
    { kind: 'chassis', number: withCheckDigit('DCLZ118804'), type: 'CH-40', ownership: 'pool' },
    { kind: 'tractor', number: 'T101', type: 'TRAC-DAY', ownership: 'owned', licensePlate: 'AX12345' },
    { kind: 'tractor', number: 'T102', type: 'TRAC-DAY', ownership: 'owned', licensePlate: 'AX12346' },
    {
      kind: 'tractor',
      number: 'T107',
      type: 'TRAC-DAY',
      ownership: 'leased',
      status: 'maintenance',
      licensePlate: 'BF40871',
      notes: 'Brake inspection due',
    },
    { kind: 'trailer', number: '5301', type: 'TR-53', ownership: 'owned', licensePlate: 'P4471Z' },
    { kind: 'trailer', number: '5318', type: 'TR-53R', ownership: 'leased', licensePlate: 'P4488Z' },
  ],
  'Harbourfront Forwarding NVOCC': [
    container('HFNU452019', '45G1', 'leased'),
    container('HFNU221187', '22G1', 'leased'),
  ],
  'Maple Leaf Home Goods Ltd.': [
    container('MLHU450031', '45G1', 'shipper-owned', 'Shipper-owned, returns to Brampton'),
  ],
};

/** Inserts the demo units of one demo company, by its legal name; a company without any gets none. */
export const seedDemoEquipment = async (db: Db, companyId: string, legalName: string) => {
  const units = DEMO_EQUIPMENT[legalName] ?? [];
  if (units.length === 0) {
    return;
  }
  // The seed acts for the company itself; no user is involved.
  const tenant: Tenant = { companyId, userId: '' };
  const types = await q.typesByCode(
    db,
    tenant,
    units.map((u) => u.type),
  );
  const typeIds = new Map(types.map((t) => [t.code, t.id]));
  for (const unit of units) {
    await q.insertEquipment(db, tenant, {
      kind: unit.kind,
      number: unit.number,
      equipmentTypeId: typeIds.get(unit.type) ?? null,
      status: unit.status ?? 'active',
      ownership: unit.ownership,
      licensePlate: unit.licensePlate ?? null,
      notes: unit.notes ?? null,
      attributes: {},
    });
  }
};

/** The equipment feature's part of the demo set (collected in `demo-seeds.ts`). */
export const equipmentDemoSeed: DemoSeed = {
  name: 'equipment',
  company: (tx, company) => seedDemoEquipment(tx, company.id, company.legalName),
};
