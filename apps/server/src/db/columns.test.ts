import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CURRENCY_PATTERN, currencyCheck, id, moneyColumns, tenantKey, tenantUnique } from './schema/columns';

// The money helper: no table uses it yet, so its SQL is checked here, as drizzle-kit would write it.
const charges = pgTable(
  'charges',
  {
    id: id(),
    companyId: tenantKey(),
    label: text('label').notNull(),
    ...moneyColumns('amount'),
    ...moneyColumns('fuelSurcharge'),
  },
  (t) => [
    tenantUnique('charges', t),
    currencyCheck('charges', t.amountCurrency),
    currencyCheck('charges', t.fuelSurchargeCurrency),
  ],
);

describe('money columns', () => {
  it('gives an exact numeric(18,4) amount and its currency column, snake case in SQL', () => {
    const columns = Object.fromEntries(getTableConfig(charges).columns.map((c) => [c.name, c.getSQLType()]));
    expect(columns).toMatchObject({
      amount: 'numeric(18, 4)',
      amount_currency: 'text',
      fuel_surcharge: 'numeric(18, 4)',
      fuel_surcharge_currency: 'text',
    });
    expect(Object.keys(charges)).toEqual(expect.arrayContaining(['amount', 'amountCurrency', 'fuelSurchargeCurrency']));
  });

  it('writes the ISO 4217 check and the tenant key in the migration SQL', async () => {
    const sql = (await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ charges }))).join('\n');
    expect(sql).toContain('"amount" numeric(18, 4)');
    expect(sql).toContain('"amount_currency" text');
    expect(sql).toContain(
      `CONSTRAINT "charges_amount_currency_check" CHECK ("charges"."amount_currency" ~ '${CURRENCY_PATTERN}')`,
    );
    expect(sql).toContain('CONSTRAINT "charges_company_id_id_key" UNIQUE("company_id","id")');
    expect(sql).toContain('"company_id" uuid NOT NULL');
  });
});
