import {
  CHARGE_FIELDS,
  CONTRACT_MSG,
  DEFAULT_RATE_CURRENCY,
  FEATURE_NAMES,
  type TErrorField,
  type TRateCardRowInput,
  type TRateCardType,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { findCountry } from '../../kernel/reference-data';
import type { NewLane } from './contracts.queries';

// A rate card row checked against its rate card type (DOMAIN §6): every row gives back its
// errorFields, and a row with none becomes a lane. Pure, so the CSV import's worker runs it too.

const MONEY = /^\d{1,14}(\.\d{1,4})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

const isRealDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export type CheckedRow = { errorFields: TErrorField[]; lane: NewLane | null };

export const checkRow = (
  type: TRateCardType,
  row: TRateCardRowInput,
  rowIndex: number,
  contract: { validFrom: string; validTo: string },
): CheckedRow => {
  const errors: TErrorField[] = [];
  const fail = (fieldName: string, message: string) => errors.push({ fieldName, message });
  const known = new Set<string>([...type.feature, ...type.rate].map((f) => f.fieldName));
  for (const key of Object.keys(row)) {
    if (!known.has(key)) {
      fail(key, `Unknown column ${key}`);
    }
  }

  const features: Record<string, string | null> = {};
  for (const field of type.feature) {
    let value = text(row[field.fieldName]);
    if (!value) {
      if (field.required) {
        fail(field.fieldName, `${field.label} is required`);
      }
      features[field.fieldName] = null;
      continue;
    }
    if (value.length > 120) {
      fail(field.fieldName, `${field.label} must be at most 120 characters`);
    }
    if (field.fieldComponentType === 'country') {
      const code = findCountry(value);
      if (!code) {
        fail(field.fieldName, `${value} is not a known country`);
      } else {
        value = code;
      }
    }
    if (field.fieldComponentType === 'select' && field.options) {
      const option = field.options.find((o) => o.toLowerCase() === value.toLowerCase());
      if (!option) {
        fail(field.fieldName, `${field.label} must be one of: ${field.options.join(', ')}`);
      } else {
        value = option;
      }
    }
    features[field.fieldName] = value;
  }

  const charges: Record<string, string | null> = {};
  for (const name of CHARGE_FIELDS) {
    const field = type.rate.find((f) => f.fieldName === name);
    const value = text(row[name]);
    if (!value) {
      if (field?.required) {
        fail(name, `${field.label} is required`);
      }
      charges[name] = null;
    } else if (!MONEY.test(value)) {
      fail(name, `${field?.label ?? name} must be an amount of at most 4 decimals, not ${value}`);
    } else {
      charges[name] = value;
    }
  }

  const currency = text(row.currency).toUpperCase() || DEFAULT_RATE_CURRENCY;
  if (!/^[A-Z]{3}$/.test(currency)) {
    fail('currency', CONTRACT_MSG.currencyFormat);
  }
  const validFrom = text(row.validFrom) || null;
  const validTo = text(row.validTo) || null;
  for (const [name, value] of [
    ['validFrom', validFrom],
    ['validTo', validTo],
  ] as const) {
    if (value && !isRealDate(value)) {
      fail(name, CONTRACT_MSG.dateFormat);
    } else if (value && (value < contract.validFrom || value > contract.validTo)) {
      fail(name, `The date must be within the contract's validity (${contract.validFrom} to ${contract.validTo})`);
    }
  }
  if (validFrom && validTo && validTo < validFrom) {
    fail('validTo', 'The end date must be on or after the start date');
  }

  if (errors.length > 0) {
    return { errorFields: errors, lane: null };
  }
  const specificity = FEATURE_NAMES.filter((name) => features[name] !== null).length;
  return {
    errorFields: [],
    lane: {
      rowIndex,
      carrier: features.carrier ?? null,
      originCountry: features.originCountry ?? null,
      destinationCountry: features.destinationCountry ?? null,
      equipmentType: features.equipmentType ?? null,
      moveType: features.moveType ?? null,
      mode: features.mode ?? null,
      service: features.service ?? null,
      specificity,
      baseRate: charges.baseRate as string,
      fuelSurcharge: charges.fuelSurcharge ?? null,
      accessorials: charges.accessorials ?? null,
      demurrage: charges.demurrage ?? null,
      detention: charges.detention ?? null,
      currency,
      validFrom,
      validTo,
    },
  };
};

/** Every row checked: the validation answer and, when no row has an error, the lanes. */
export const checkRows = (
  type: TRateCardType,
  rows: TRateCardRowInput[],
  contract: { validFrom: string; validTo: string },
) => {
  const checked = rows.map((row, index) => checkRow(type, row, index, contract));
  const errorRows = checked.flatMap((c, index) => (c.errorFields.length > 0 ? [index] : []));
  return {
    rows: checked.map((c, index) => ({ index, errorFields: c.errorFields })),
    errorRows,
    lanes: errorRows.length === 0 ? checked.map((c) => c.lane as NewLane) : null,
  };
};
