// The D&D screens' addresses, in a file that imports nothing: the manifest (in every first load) takes them
// from here, so the API module (zod contracts, TanStack Query) stays out of /login's first load.
export const DND_WARNINGS_PATH = '/orders/demurrage';
export const DND_TERMS_PATH = '/orders/free-time';
