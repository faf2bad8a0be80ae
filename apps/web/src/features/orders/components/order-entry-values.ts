import { MSG } from '@lanehub/shared/constants/messages';
import {
  type TOrder,
  type TOrderInput,
  type UNIT_KINDS,
  ZAirDetails,
  ZDrayageDetails,
  ZOceanDetails,
  ZOrderInput,
  ZRailDetails,
  ZRoadDetails,
} from '@lanehub/shared/features/orders/orders.contract';
import { addressFieldsFor, type TOrderMode } from '@lanehub/shared/orders/order-model';

// The order entry's form values and how they become the API's order (ZOrderInput), and back for an
// edit. The form keeps the API's field names, so a server field error (`units.0.equipmentNumber`,
// `origin.locode`) lands on the field of the same name; the mode's details live under `details`.

export type EndValues = {
  locode: string;
  country: string;
  address: string;
  city: string;
  state: string;
  postCode: string;
};

export type UnitValues = {
  kind: (typeof UNIT_KINDS)[number];
  equipmentNumber: string;
  sizeType: string;
  sealNumbers: string;
  grossWeightKg: string;
};

export type OrderEntryValues = {
  mode: TOrderMode;
  moveType: string;
  shippingType: string;
  equipmentType: string;
  temperatureType: string;
  incoterm: string;
  shipperCompanyId: string | null;
  consigneeCompanyId: string | null;
  carrierCompanyId: string | null;
  forwarderCompanyId: string | null;
  customerCompanyId: string | null;
  origin: EndValues;
  destination: EndValues;
  poNumber: string;
  bolNumber: string;
  bookingNumber: string;
  customerReference: string;
  orderDate: string;
  readyDate: string;
  etd: string;
  eta: string;
  grossWeight: string;
  weightUnit: 'kg' | 'lb';
  units: UnitValues[];
  /** The fields of the mode's details (ocean vessel and voyage, rail ramps …). */
  details: Record<string, string>;
};

export const PARTY_FIELDS = [
  'shipperCompanyId',
  'consigneeCompanyId',
  'carrierCompanyId',
  'forwarderCompanyId',
  'customerCompanyId',
] as const;

/** The fields of each mode's details the entry offers (lists such as transhipment ports are left out). */
export const DETAIL_FIELDS: Readonly<Record<TOrderMode, readonly string[]>> = {
  ocean: Object.keys(ZOceanDetails.shape).filter((key) => key !== 'transhipmentPorts'),
  road: Object.keys(ZRoadDetails.shape),
  rail: Object.keys(ZRailDetails.shape),
  drayage: Object.keys(ZDrayageDetails.shape),
  air: Object.keys(ZAirDetails.shape),
  integrated: [],
};

/** How a details field is typed in: a date and time, a day, or text. */
export const detailInputType = (key: string): 'datetime-local' | 'date' | 'text' =>
  /Window(Start|End)$/.test(key) ? 'datetime-local' : key === 'lastFreeDay' ? 'date' : 'text';

const emptyEnd = (): EndValues => ({ locode: '', country: '', address: '', city: '', state: '', postCode: '' });
export const emptyUnit = (): UnitValues => ({
  kind: 'container',
  equipmentNumber: '',
  sizeType: '',
  sealNumbers: '',
  grossWeightKg: '',
});

export const emptyEntry = (mode: TOrderMode = 'ocean'): OrderEntryValues => ({
  mode,
  moveType: '',
  shippingType: '',
  equipmentType: '',
  temperatureType: '',
  incoterm: '',
  shipperCompanyId: null,
  consigneeCompanyId: null,
  carrierCompanyId: null,
  forwarderCompanyId: null,
  customerCompanyId: null,
  origin: emptyEnd(),
  destination: emptyEnd(),
  poNumber: '',
  bolNumber: '',
  bookingNumber: '',
  customerReference: '',
  orderDate: '',
  readyDate: '',
  etd: '',
  eta: '',
  grossWeight: '',
  weightUnit: 'kg',
  units: [],
  details: {},
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A `datetime-local` value ('2026-03-02T14:30', the browser's zone) as an instant with its offset. */
export const localToInstant = (value: string): string | null => {
  if (value.trim() === '') {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** An instant as a `datetime-local` value in the browser's zone. */
export const instantToLocal = (iso: string | null): string => {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The end as the API takes it: the address only where the move type allows it (spec 02 §5). */
const endInput = (end: EndValues, withAddress: boolean) => ({
  locode: orNull(end.locode),
  country: orNull(end.country.toUpperCase()),
  ...(withAddress
    ? { address: orNull(end.address), city: orNull(end.city), state: orNull(end.state), postCode: orNull(end.postCode) }
    : { address: null, city: null, state: null, postCode: null }),
});

export const toOrderInput = (values: OrderEntryValues): TOrderInput => {
  const allowed = addressFieldsFor(values.moveType);
  const details = Object.fromEntries(
    DETAIL_FIELDS[values.mode].map((key) => {
      const raw = values.details[key] ?? '';
      return [key, detailInputType(key) === 'datetime-local' ? localToInstant(raw) : orNull(raw)];
    }),
  );
  const hasDetails = Object.values(details).some((value) => value !== null);
  return {
    mode: values.mode,
    moveType: orNull(values.moveType),
    shippingType: orNull(values.shippingType),
    equipmentType: orNull(values.equipmentType),
    temperatureType: orNull(values.temperatureType),
    incoterm: orNull(values.incoterm),
    shipperCompanyId: values.shipperCompanyId,
    consigneeCompanyId: values.consigneeCompanyId,
    carrierCompanyId: values.carrierCompanyId,
    forwarderCompanyId: values.forwarderCompanyId,
    customerCompanyId: values.customerCompanyId,
    origin: endInput(values.origin, allowed.origin),
    destination: endInput(values.destination, allowed.destination),
    poNumber: orNull(values.poNumber),
    bolNumber: orNull(values.bolNumber),
    bookingNumber: orNull(values.bookingNumber),
    customerReference: orNull(values.customerReference),
    orderDate: orNull(values.orderDate),
    readyDate: orNull(values.readyDate),
    etd: localToInstant(values.etd),
    eta: localToInstant(values.eta),
    grossWeight: orNull(values.grossWeight) as never,
    weightUnit: orNull(values.grossWeight) ? values.weightUnit : null,
    units: values.units.map((unit) => ({
      kind: unit.kind,
      equipmentNumber: unit.equipmentNumber.trim(),
      sizeType: orNull(unit.sizeType),
      sealNumbers: unit.sealNumbers
        .split(',')
        .map((seal) => seal.trim())
        .filter(Boolean),
      grossWeightKg: orNull(unit.grossWeightKg) as never,
    })),
    ...(values.mode !== 'integrated' && hasDetails ? { [values.mode]: details } : {}),
  };
};

/** An order's values for the entry's edit form. */
export const fromOrder = (order: TOrder): OrderEntryValues => {
  const end = (value: TOrder['origin']): EndValues => ({
    locode: value.locode ?? '',
    country: value.country ?? '',
    address: value.address ?? '',
    city: value.city ?? '',
    state: value.state ?? '',
    postCode: value.postCode ?? '',
  });
  const stored = order.mode === 'integrated' ? null : order[order.mode];
  const details: Record<string, string> = {};
  for (const key of DETAIL_FIELDS[order.mode]) {
    const value = (stored as Record<string, unknown> | null)?.[key];
    details[key] =
      typeof value === 'string' ? (detailInputType(key) === 'datetime-local' ? instantToLocal(value) : value) : '';
  }
  const party = (role: string) => order.parties.find((p) => p.role === role)?.companyId ?? null;
  return {
    mode: order.mode,
    moveType: order.moveType ?? '',
    shippingType: order.shippingType ?? '',
    equipmentType: order.equipmentType ?? '',
    temperatureType: order.temperatureType ?? '',
    incoterm: order.incoterm ?? '',
    shipperCompanyId: party('shipper'),
    consigneeCompanyId: party('consignee'),
    carrierCompanyId: party('carrier'),
    forwarderCompanyId: party('forwarder'),
    customerCompanyId: party('customer'),
    origin: end(order.origin),
    destination: end(order.destination),
    poNumber: order.poNumber ?? '',
    bolNumber: order.bolNumber ?? '',
    bookingNumber: order.bookingNumber ?? '',
    customerReference: order.customerReference ?? '',
    orderDate: order.orderDate?.slice(0, 10) ?? '',
    readyDate: order.readyDate?.slice(0, 10) ?? '',
    etd: instantToLocal(order.etd),
    eta: instantToLocal(order.eta),
    grossWeight: order.grossWeight ?? '',
    weightUnit: order.weightUnit === 'lb' ? 'lb' : 'kg',
    units: order.units.map((unit) => ({
      kind: unit.kind,
      equipmentNumber: unit.equipmentNumber,
      sizeType: unit.sizeType ?? '',
      sealNumbers: unit.sealNumbers.join(', '),
      grossWeightKg: unit.grossWeightKg ?? '',
    })),
    details,
  };
};

/** The form field of an API field path: the mode's details are under `details` in the form. */
export const formFieldOf = (path: string, mode: TOrderMode): string =>
  path.startsWith(`${mode}.`) ? `details.${path.slice(mode.length + 1)}` : path;

/** The step of the entry that holds a form field (0 mode, 1 parties, 2 route, 3 units). */
export const stepOfField = (field: string): number => {
  if (/^(mode|moveType|shippingType|equipmentType|temperatureType|incoterm)$/.test(field)) {
    return 0;
  }
  if ((PARTY_FIELDS as readonly string[]).includes(field)) {
    return 1;
  }
  if (field.startsWith('units')) {
    return 3;
  }
  return 2;
};

/** The schema's complaints about the values, by form field (the first for each field). */
export const clientErrors = (values: OrderEntryValues): Record<string, string> => {
  const parsed = ZOrderInput.safeParse(toOrderInput(values));
  const errors: Record<string, string> = {};
  if (!values.moveType) {
    errors.moveType = MSG.required;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.join('.'), values.mode);
      errors[field] ??= issue.message;
    }
  }
  return errors;
};
