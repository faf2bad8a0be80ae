// Company types named by spec 01 §1.
export const COMPANY_TYPES = [
  'Shipper',
  'Ocean Carrier',
  'Road Carrier',
  'Rail Carrier',
  'Dray Carrier',
  'Vendor',
  'NVOCC',
  'Seller',
  'Buyer',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

// A company whose type contains 'carrier' counts as a carrier (spec 01 §1).
export const isCarrierType = (companyType: string): boolean => companyType.toLowerCase().includes('carrier');

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// A self-signed-up company's request (spec 01 §3, issue 4): requested until an administrator decides.
export const APPROVAL_STATUSES = ['requested', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
