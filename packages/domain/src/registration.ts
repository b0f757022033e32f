/** The distributor's branch offices a new company picks as its preferred site. */
export const branchCodes = [
  'IMH_ANT',
  'IMH_HAS',
  'IMI_IZE',
  'IML_LIE',
  'IML_WAL',
  'IMM_MEL',
  'VDB_IND',
  'VDB_CEN',
] as const;
export type BranchCode = (typeof branchCodes)[number];

/** Industries a company registers under (DISPLAY_BRANCH_INDUSTRY). */
export const industries = [
  'construction',
  'installation',
  'metalworking',
  'manufacturing',
  'maintenance',
  'automotive',
  'agriculture',
  'food',
  'chemicals',
  'logistics',
  'public-sector',
  'other',
] as const;
export type Industry = (typeof industries)[number];

/** Company numbers are six digits. */
export const companyNumberPattern = /^\d{6}$/;

/** The codes a registration fails with (account-and-ordering.md §8). */
export const registrationErrorCodes = {
  companyDoesntExist: 'COMPANY_DOESNT_EXIST',
  invalidVatNumber: 'INVALID_VAT_NUMBER',
  /** Well-formed, but VIES says no member state knows the number. */
  vatNumberUnknownToVies: 'VAT_NUMBER_UNKNOWN_TO_VIES',
  vatNumberAlreadyExists: 'VAT_NUMBER_ALREADY_EXISTS',
  duplicateUsername: 'DUPLICATE_USERNAME',
  clientIsBlocked: 'CLIENT_IS_BLOCKED',
  alreadyExistingData: 'CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND',
  unknownCity: 'UNKNOWN_CITY',
  unknown: 'UNKNOWN',
} as const;
