import { DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import type { TLoad } from '@lanehub/shared/features/load-board/load-board.contract';
import dayjs from 'dayjs';
import { formatDate, torontoWall } from '../../lib/format';

/** 'Toronto, ON, CA → Montreal, QC, CA' */
export const laneOf = (
  load: Pick<
    TLoad,
    'originCity' | 'originState' | 'originCountry' | 'destinationCity' | 'destinationState' | 'destinationCountry'
  >,
) =>
  `${[load.originCity, load.originState, load.originCountry].filter(Boolean).join(', ')} → ${[
    load.destinationCity,
    load.destinationState,
    load.destinationCountry,
  ]
    .filter(Boolean)
    .join(', ')}`;

/** A money amount as the interface language writes it: '1 790,00 $CA'. */
export const moneyOf = (amount: string | null, currency: string | null, language: string) =>
  amount && currency ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount)) : '—';

export const windowOf = (from: string, to: string) => `${formatDate(from, 'dateTime')} – ${formatDate(to, 'dateTime')}`;

/**
 * A `datetime-local` input shows and takes wall-clock time where the app shows times (America/Toronto,
 * spec 01 §9), whatever the browser's own zone: the form keeps the instant with its offset.
 */
export const wallClockOf = (value: string | null | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? torontoWall(value, 'YYYY-MM-DDTHH:mm') : (value ?? '');
export const instantOf = (wallClock: string) => (wallClock ? dayjs.tz(wallClock, DEFAULT_TIME_ZONE).format() : '');
