// Constants of the client and the platform, spec 01 §9 and spec 02 §9.
export const PRODUCT_SLUG = 'lanehub';
export const HTTP_TIMEOUT_MS = 30_000;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_ERROR_MS = 2_000;
export const TABLE_PAGE_SIZE = 10;
export const ACCOUNT_LIST_LIMIT = 1000;
export const LOCATION_LIST_LIMIT = 10_000;
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;
export const MAX_LIST_LIMIT = 10_000;

// Session timing (spec 01 §4, §9).
export const REFRESH_AFTER_AUTH_AGE_SECONDS = 1800;
export const REFRESH_INTERVAL_MS = 1_800_000;
export const TOKEN_EXPIRED_GRACE_SECONDS = 3600;

export const DEFAULT_TIME_ZONE = 'America/Toronto';
export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_FORMAT_LONG = 'MMMM D, YYYY';

// The spec's 160 px (spec 01 §9) is the default only where every label fits on one line; English,
// French and Spanish labels ('Resources & Documents', 'Policies & Permissions') need 240 px.
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 70;
export const LOGIN_CARD_WIDTH = 400;
export const ACCOUNT_CARD_WIDTH = 544;
export const MODAL_DEFAULT_WIDTH = 600;

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';

// The fixed client identifier sent with every call (spec 01 §7). It names the client
// application; it is not a secret and not a security control on its own.
export const API_KEY_HEADER = 'x-api-key';
export const DEFAULT_WEB_API_KEY = 'lanehub-web';

export const REFRESH_COOKIE = 'lh_refresh';
