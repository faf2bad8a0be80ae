import {
  CHARGE_CODES,
  CONTRACT_MSG,
  CONTRACT_TYPES,
  FEATURE_NAMES,
  rateCardTypeOf,
  type TContract,
  type TContractHistoryEntry,
  type TContractInput,
  type TLane,
  type TPriceAnswer,
  type TPriceLookup,
  type TRateCard,
  type TRateCardInput,
  type TRateCardRowInput,
  type TRateCardValidation,
  ZContractInput,
} from '@lanehub/shared/features/contracts/contracts.contract';
import type { Db } from '../../db/client';
import { findCountry } from '../../kernel/reference-data';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import * as q from './contracts.queries';
import { checkRows } from './rate-card-rows';

const typeOf = (id: string) => CONTRACT_TYPES.find((t) => t._id === id) ?? CONTRACT_TYPES[0];

const toContract = (view: q.ContractView): TContract => {
  const { contract } = view;
  const type = typeOf(contract.contractTypeId);
  const party = contract.partyCompanyId ? { _id: contract.partyCompanyId, legalName: view.partyName ?? '' } : null;
  return {
    _id: contract.id,
    contractNumber: contract.contractNumber,
    description: contract.description,
    mode: contract.mode as TContract['mode'],
    contractType: { _id: type._id, type: type.type, modeContract: type.modeContract },
    parties: party ? [party] : [],
    contract3Party: party ? { legalName: party.legalName } : null,
    validFrom: contract.validFrom,
    validTo: contract.validTo,
    status: contract.status as TContract['status'],
    rateCardCount: Number(view.rateCardCount),
    updatedAt: contract.updatedAt.toISOString(),
  };
};

// What the change log keeps of a contract.
const logged = (row: q.ContractRow) => ({
  contractNumber: row.contractNumber,
  description: row.description,
  mode: row.mode,
  contractTypeId: row.contractTypeId,
  partyCompanyId: row.partyCompanyId,
  validFrom: row.validFrom,
  validTo: row.validTo,
  status: row.status,
});

const toLane = (lane: q.LaneRow): TLane => ({
  _id: lane.id,
  rowIndex: lane.rowIndex,
  carrier: lane.carrier,
  originCountry: lane.originCountry,
  destinationCountry: lane.destinationCountry,
  equipmentType: lane.equipmentType,
  moveType: lane.moveType,
  mode: lane.mode,
  service: lane.service,
  baseRate: lane.baseRate,
  fuelSurcharge: lane.fuelSurcharge,
  accessorials: lane.accessorials,
  demurrage: lane.demurrage,
  detention: lane.detention,
  currency: lane.currency,
  validFrom: lane.validFrom,
  validTo: lane.validTo,
});

const toRateCard = (row: {
  card: { id: string; contractId: string; rateCardTypeId: string; name: string; updatedAt: Date };
  laneCount: number;
}): TRateCard => ({
  _id: row.card.id,
  contractId: row.card.contractId,
  rateCardTypeId: row.card.rateCardTypeId,
  name: row.card.name,
  laneCount: Number(row.laneCount),
  updatedAt: row.card.updatedAt.toISOString(),
});

const today = () => new Date().toISOString().slice(0, 10);

export type ContractsService = ReturnType<typeof createContractsService>;

// Contracts (issue 16): a contract with one partner company, validity dates and rate cards whose rows
// are lanes; the rating engine answers with the best lane of a contract on a date.
export const createContractsService = ({ db }: { db: Db }) => {
  const requireContract = async (tenant: Tenant, id: string) => {
    const found = await q.getContract(db, tenant, id);
    if (!found) {
      throw notFound(CONTRACT_MSG.notFound);
    }
    return found;
  };

  const checkParty = async (tenant: Tenant, partyCompanyId: string | null | undefined) => {
    if (partyCompanyId && !(await q.isPartner(db, tenant, partyCompanyId))) {
      throw badRequest(CONTRACT_MSG.partyNotPartner, { partyCompanyId: CONTRACT_MSG.partyNotPartner });
    }
  };

  const valuesOf = (input: ReturnType<typeof ZContractInput.parse>) => ({
    contractNumber: input.contractNumber,
    description: input.description ?? null,
    mode: input.mode,
    contractTypeId: input.contractTypeId,
    partyCompanyId: input.partyCompanyId ?? null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    status: input.status,
  });

  const numberTaken = (error: unknown) => {
    if (isUniqueViolation(error)) {
      return badRequest(CONTRACT_MSG.numberTaken, { contractNumber: CONTRACT_MSG.numberTaken });
    }
    return error;
  };

  const list = async (tenant: Tenant, filter: Parameters<typeof q.listContracts>[2]) =>
    (await q.listContracts(db, tenant, filter)).map(toContract);

  const get = async (tenant: Tenant, id: string) => toContract(await requireContract(tenant, id));

  const create = async (tenant: Tenant, body: TContractInput): Promise<TContract> => {
    const input = ZContractInput.parse(body);
    await checkParty(tenant, input.partyCompanyId);
    try {
      const id = await db.transaction(async (tx) => {
        const row = await q.insertContract(tx, tenant, { ...valuesOf(input), createdBy: tenant.userId });
        await recordEvent(tx, tenant, {
          aggregateType: 'contract',
          aggregateId: row.id,
          type: 'contract.created',
          after: logged(row),
        });
        return row.id;
      });
      return get(tenant, id);
    } catch (error) {
      throw numberTaken(error);
    }
  };

  const update = async (tenant: Tenant, id: string, body: TContractInput): Promise<TContract> => {
    const input = ZContractInput.parse(body);
    const before = await requireContract(tenant, id);
    if (before.contract.partyCompanyId !== (input.partyCompanyId ?? null)) {
      await checkParty(tenant, input.partyCompanyId);
    }
    try {
      await db.transaction(async (tx) => {
        const row = await q.updateContract(tx, tenant, id, valuesOf(input));
        if (!row) {
          throw notFound(CONTRACT_MSG.notFound);
        }
        await recordEvent(tx, tenant, {
          aggregateType: 'contract',
          aggregateId: id,
          type: 'contract.updated',
          before: logged(before.contract),
          after: logged(row),
        });
      });
    } catch (error) {
      throw numberTaken(error);
    }
    return get(tenant, id);
  };

  const remove = async (tenant: Tenant, id: string) =>
    db.transaction(async (tx) => {
      const row = await q.deleteContract(tx, tenant, id);
      if (!row) {
        throw notFound(CONTRACT_MSG.notFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'contract',
        aggregateId: id,
        type: 'contract.deleted',
        before: logged(row),
      });
      return { _id: row.id, contractNumber: row.contractNumber };
    });

  const history = async (tenant: Tenant): Promise<TContractHistoryEntry[]> =>
    (await q.contractHistory(db, tenant, 200)).map((event) => {
      const before = event.before ?? {};
      const after = event.after ?? {};
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return {
        id: event.id,
        contractId: event.aggregateId,
        contractNumber: String(after.contractNumber ?? before.contractNumber ?? '') || null,
        type: event.type,
        occurredAt: event.occurredAt.toISOString(),
        actor: event.actor,
        changes: event.type === 'contract.updated' ? keys.filter((k) => k in after || k in before) : keys,
      };
    });

  // --- Rate cards ---

  const requireType = (id: string) => {
    const type = rateCardTypeOf(id);
    if (!type) {
      throw badRequest(CONTRACT_MSG.rateCardTypeUnknown, { rateCardTypeId: CONTRACT_MSG.rateCardTypeUnknown });
    }
    return type;
  };

  const validateRows = async (
    tenant: Tenant,
    contractId: string,
    rateCardTypeId: string,
    rows: TRateCardRowInput[],
  ): Promise<TRateCardValidation> => {
    const { contract } = await requireContract(tenant, contractId);
    const result = checkRows(requireType(rateCardTypeId), rows, contract);
    return { rows: result.rows, errorRows: result.errorRows };
  };

  /** Saves a rate card with all its rows, or nothing when one row has an error. */
  const saveRateCard = async (tenant: Tenant, contractId: string, input: TRateCardInput) => {
    const { contract } = await requireContract(tenant, contractId);
    const type = requireType(input.rateCardTypeId);
    const result = checkRows(type, input.rows, contract);
    if (!result.lanes) {
      return { saved: null, validation: { rows: result.rows, errorRows: result.errorRows } };
    }
    const lanes = result.lanes;
    const cardId = await db.transaction(async (tx) => {
      const card = await q.insertRateCard(tx, tenant, { contractId, rateCardTypeId: type._id, name: input.name });
      await q.insertLanes(tx, tenant, contractId, card.id, lanes);
      await q.touchContract(tx, tenant, contractId);
      await recordEvent(tx, tenant, {
        aggregateType: 'contract',
        aggregateId: contractId,
        type: 'contract.rate-card-added',
        after: { rateCard: card.name, rateCardType: type.name, lanes: lanes.length },
      });
      return card.id;
    });
    return { saved: await getRateCard(tenant, contractId, cardId), validation: null };
  };

  const listRateCards = async (tenant: Tenant, contractId?: string) => {
    if (contractId) {
      await requireContract(tenant, contractId);
    }
    return (await q.listRateCards(db, tenant, contractId)).map(toRateCard);
  };

  const getRateCard = async (tenant: Tenant, contractId: string, id: string) => {
    const row = await q.getRateCard(db, tenant, contractId, id);
    if (!row) {
      throw notFound(CONTRACT_MSG.rateCardNotFound);
    }
    const lanes = await q.listLanes(db, tenant, id, 5000);
    return { ...toRateCard(row), lanes: lanes.map(toLane) };
  };

  // --- Rating ---

  /**
   * The rating engine (DOMAIN §6): the contract's best lane for the features that have a value, on
   * the date (today by default), with its charges and why it matched. Null when no lane fits.
   */
  const rate = async (tenant: Tenant, contractId: string, lookup: TPriceLookup): Promise<TPriceAnswer | null> => {
    await requireContract(tenant, contractId);
    const onDate = lookup.date ?? today();
    const given: Partial<Record<q.LaneFeatureColumn, string>> = {};
    const ignored: string[] = [];
    for (const name of FEATURE_NAMES) {
      const value = lookup.features[name]?.trim();
      if (value) {
        // Lanes hold countries as ISO alpha-2 codes; a name or an alpha-3 code is read as its code.
        given[name] = name === 'originCountry' || name === 'destinationCountry' ? (findCountry(value) ?? value) : value;
      } else {
        ignored.push(name);
      }
    }
    const [best] = await q.matchLanes(db, tenant, contractId, given, onDate);
    if (!best) {
      return null;
    }
    const { lane } = best;
    const matched = Object.keys(given).filter((name) => lane[name as q.LaneFeatureColumn] !== null);
    const wildcard = Object.keys(given).filter((name) => lane[name as q.LaneFeatureColumn] === null);
    const charges = CHARGE_CODES.flatMap((c) => {
      const amount = lane[c.fieldName];
      return amount === null ? [] : [{ code: c.code, label: c.label, amount, currency: lane.currency }];
    });
    const total = best.total;
    const text =
      `Row ${lane.rowIndex + 1} of rate card ${best.cardName}: ` +
      (matched.length > 0 ? `matches ${matched.join(', ')}` : 'matches no feature exactly') +
      (wildcard.length > 0 ? `; applies to any ${wildcard.join(', ')}` : '') +
      `; valid on ${onDate}.`;
    return {
      contractId,
      rateCardId: lane.rateCardId,
      rateCardName: best.cardName,
      rowIndex: lane.rowIndex,
      lane: toLane(lane),
      charges,
      total,
      currency: lane.currency,
      why: { matched, wildcard, ignored, validOn: onDate, text },
    };
  };

  /**
   * Order entry's matched rate: the best lane of any of the company's contracts valid on the date
   * (not expired), most features matched exactly first, then the fewest wildcards. Null when none fits.
   */
  const matchedRate = async (tenant: Tenant, lookup: TPriceLookup) => {
    const onDate = lookup.date ?? today();
    const candidates = (await q.listContracts(db, tenant, { limit: 100 })).filter(
      ({ contract }) => contract.status !== 'expired' && contract.validFrom <= onDate && contract.validTo >= onDate,
    );
    let best: (TPriceAnswer & { contractNumber: string }) | null = null;
    for (const { contract } of candidates) {
      const answer = await rate(tenant, contract.id, { ...lookup, date: onDate });
      if (
        answer &&
        (!best ||
          answer.why.matched.length > best.why.matched.length ||
          (answer.why.matched.length === best.why.matched.length &&
            answer.why.wildcard.length < best.why.wildcard.length))
      ) {
        best = { ...answer, contractNumber: contract.contractNumber };
      }
    }
    return best;
  };

  return {
    list,
    get,
    create,
    update,
    remove,
    history,
    validateRows,
    saveRateCard,
    listRateCards,
    getRateCard,
    rate,
    matchedRate,
  };
};
