// Audit & Pay's address (spec 01 module list), in a file that imports nothing: the manifest (in every first
// load) takes it from here, so no contract (zod) comes into /login's first load.
export const AUDIT_PAY_PATH = '/invoice-management';
