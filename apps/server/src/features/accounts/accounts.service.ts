import { ACCOUNT_MSG, type TAccount, type TAccountFormOptions, type TAccountValues } from '@lanehub/shared';
import type { Db } from '../../db/client';
import { type accounts, locations } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { assertOwned } from '../../platform/repository';
import type { Tenant } from '../../platform/tenancy';
import * as q from './accounts.queries';

// The rules of company accounts: the number is used once per company, the location is one of the
// company's own, and the account is managed by the company itself or one of its partners.

export const toAccount = (row: q.AccountRow): TAccount => ({
  id: row.id,
  number: row.number,
  accountType: row.accountType,
  mode: row.mode,
  location: row.locationName !== null ? row.locationId : null,
  locationName: row.locationName,
  locationCode: row.locationCode,
  manageBy: row.manageBy,
  manageByName: row.manageByName,
  enable: row.enable,
  company: row.companyId,
  companyType: row.companyTypes ?? [],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicate = () => new AppError(409, 'CONFLICT', ACCOUNT_MSG.numberTaken, { number: ACCOUNT_MSG.numberTaken });

const toValues = (values: TAccountValues): q.AccountValues => ({
  number: values.number,
  accountType: values.accountType,
  mode: values.mode,
  locationId: values.location,
  manageBy: values.manageBy,
  enable: values.enable,
});

/** The fields of an account the change log keeps: its own values, not its keys and timestamps. */
const logged = (row: typeof accounts.$inferSelect) => {
  const { number, accountType, mode, locationId, manageBy, enable } = row;
  return { number, accountType, mode, locationId, manageBy, enable };
};

export const createAccountService = (db: Db) => {
  const checkReferences = async (tenant: Tenant, values: TAccountValues) => {
    await assertOwned(db, tenant, { location: { table: locations, message: ACCOUNT_MSG.locationNotFound } }, values);
    if (values.manageBy && !(await q.isOwnOrPartner(db, tenant, values.manageBy))) {
      throw badRequest(ACCOUNT_MSG.manageByNotPartner, { manageBy: ACCOUNT_MSG.manageByNotPartner });
    }
  };

  // An update and its event in one transaction; the row is read again inside it, under its lock.
  const changeAccount = (tenant: Tenant, id: string, values: Partial<q.AccountValues>, type: string) =>
    db.transaction(async (tx) => {
      const { before, after } = await q.accountRepository.update(tx, tenant, id, values);
      await recordEvent(tx, tenant, {
        aggregateType: 'account',
        aggregateId: id,
        type,
        before: logged(before),
        after: logged(after),
      });
    });

  const read = async (tenant: Tenant, id: string) => {
    const row = await q.getAccount(db, tenant, id);
    if (!row) {
      throw notFound();
    }
    return toAccount(row);
  };

  return {
    list: async (tenant: Tenant, params: q.ListParams) => {
      const { rows, ...total } = await q.listAccounts(db, tenant, params);
      return { items: rows.map(toAccount), ...total };
    },

    get: read,

    create: async (tenant: Tenant, values: TAccountValues) => {
      await checkReferences(tenant, values);
      if (await q.isNumberTaken(db, tenant, values.number)) {
        throw duplicate();
      }
      // Two requests racing past the check still meet the unique index, answered 409 by the error handler.
      const id = await db.transaction(async (tx) => {
        const created = await q.insertAccount(tx, tenant, toValues(values));
        await recordEvent(tx, tenant, {
          aggregateType: 'account',
          aggregateId: created,
          type: 'account.created',
          after: toValues(values),
        });
        return created;
      });
      return read(tenant, id);
    },

    update: async (tenant: Tenant, id: string, values: TAccountValues) => {
      if (!(await q.getAccount(db, tenant, id))) {
        throw notFound();
      }
      await checkReferences(tenant, values);
      if (await q.isNumberTaken(db, tenant, values.number, id)) {
        throw duplicate();
      }
      await changeAccount(tenant, id, toValues(values), 'account.updated');
      return read(tenant, id);
    },

    setEnabled: async (tenant: Tenant, id: string, enable: boolean) => {
      await changeAccount(tenant, id, { enable }, enable ? 'account.enabled' : 'account.disabled');
      return read(tenant, id);
    },

    formOptions: async (tenant: Tenant): Promise<TAccountFormOptions> => {
      const [locations, own] = await Promise.all([q.locationOptions(db, tenant), q.ownCompany(db, tenant)]);
      if (!own) {
        throw notFound();
      }
      return { locations, ownCompany: own };
    },
  };
};
