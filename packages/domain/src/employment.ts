import { EMPLOYMENT_TYPES, type EmploymentType } from './enum-values';

export type ApplicationEmploymentType = EmploymentType | 'UNRECOGNIZED';

/** Register-only income sources the create-HELOC body carries as separate maintenance payments. */
const SEPARATE_MAINTENANCE_SOURCES = new Set(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);

/** Register employment type -> create-HELOC body value (spec section 7). */
export function toApplicationEmploymentType(value: string | null | undefined): ApplicationEmploymentType {
  if (value && SEPARATE_MAINTENANCE_SOURCES.has(value)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  if (value && (EMPLOYMENT_TYPES as readonly string[]).includes(value)) return value as EmploymentType;
  return 'UNRECOGNIZED';
}
