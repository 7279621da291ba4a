import { EMAIL_LOCAL_PART_CUT } from '@intel/contracts';

const numberFormat = new Intl.NumberFormat('en-US');

/** Thousands separators; '-' when zero or missing (SPEC §9). */
export function formatCount(n: number | null | undefined): string {
  if (!n) return '-';
  return numberFormat.format(n);
}

/** The name the top bar shows: the alias, or the first 8 characters of the email's local part. */
export function displayName(alias: string | null | undefined, email: string): string {
  if (alias?.trim()) return alias.trim();
  return (email.split('@')[0] ?? '').slice(0, EMAIL_LOCAL_PART_CUT);
}
