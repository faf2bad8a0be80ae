import { companies } from '../db/schema';

// The company profile, as every screen that shows a company reads it: My Company, another company's
// public profile, the company search, the partner network and the admin area's company. One
// projection (the columns) and one reading of it, so a field added to the profile is added once.

/** The columns of a company's profile; select them (spread, or under a key) instead of the whole row. */
export const COMPANY_PROFILE_COLUMNS = {
  id: companies.id,
  legalName: companies.legalName,
  companyTypes: companies.companyTypes,
  productSegments: companies.productSegments,
  industryCategories: companies.industryCategories,
  country: companies.country,
  state: companies.state,
  city: companies.city,
  address: companies.address,
  website: companies.website,
  contacts: companies.contacts,
  logoFileId: companies.logoFileId,
  createdByCompanyId: companies.createdByCompanyId,
};

export type CompanyProfileRow = Pick<typeof companies.$inferSelect, keyof typeof COMPANY_PROFILE_COLUMNS>;

/** The profile's fields as the contracts carry them (contacts with their five fields only). */
export const companyProfileOf = (row: CompanyProfileRow) => ({
  id: row.id,
  legalName: row.legalName,
  companyTypes: row.companyTypes,
  productSegments: row.productSegments,
  industryCategories: row.industryCategories,
  country: row.country,
  state: row.state,
  city: row.city,
  address: row.address,
  website: row.website,
  contacts: row.contacts.map((c) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    title: c.title,
  })),
  hasLogo: row.logoFileId !== null,
  /** A trading partner entered by hand by a company (not a member of the platform). */
  manual: row.createdByCompanyId !== null,
});
