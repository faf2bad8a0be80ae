// Industry categories a company belongs to (spec 01 §3 Company.industryCategory: a list of ids).
// The list is the 20 sectors of NAICS 2022 (North American Industry Classification System, shared by
// Canada, Mexico and the United States); the id is the sector's code. Served by
// GET /api/hr-hierarchy/industry-categories: the one list of industry categories in Lanehub.
export const INDUSTRY_CATEGORIES = [
  { id: '11', name: 'Agriculture, Forestry, Fishing and Hunting' },
  { id: '21', name: 'Mining, Quarrying, and Oil and Gas Extraction' },
  { id: '22', name: 'Utilities' },
  { id: '23', name: 'Construction' },
  { id: '31-33', name: 'Manufacturing' },
  { id: '42', name: 'Wholesale Trade' },
  { id: '44-45', name: 'Retail Trade' },
  { id: '48-49', name: 'Transportation and Warehousing' },
  { id: '51', name: 'Information' },
  { id: '52', name: 'Finance and Insurance' },
  { id: '53', name: 'Real Estate and Rental and Leasing' },
  { id: '54', name: 'Professional, Scientific, and Technical Services' },
  { id: '55', name: 'Management of Companies and Enterprises' },
  { id: '56', name: 'Administrative and Support and Waste Management and Remediation Services' },
  { id: '61', name: 'Educational Services' },
  { id: '62', name: 'Health Care and Social Assistance' },
  { id: '71', name: 'Arts, Entertainment, and Recreation' },
  { id: '72', name: 'Accommodation and Food Services' },
  { id: '81', name: 'Other Services (except Public Administration)' },
  { id: '92', name: 'Public Administration' },
] as const;
export type IndustryCategoryId = (typeof INDUSTRY_CATEGORIES)[number]['id'];
