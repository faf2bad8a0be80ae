// Code types of the HR hierarchy's codes (spec 02 §7.10, GET hr-hierarchy/codes?code_type).
export const HR_CODE_TYPES = [
  'responsibility_center',
  'cost_center',
  'investment_cost_center',
  'profit_center',
  'revenue_center',
] as const;
export type HrCodeType = (typeof HR_CODE_TYPES)[number];

export const HR_CODE_TYPE_LABELS: Record<HrCodeType, string> = {
  responsibility_center: 'Responsibility center',
  cost_center: 'Cost center',
  investment_cost_center: 'Investment cost center',
  profit_center: 'Profit center',
  revenue_center: 'Revenue center',
};
