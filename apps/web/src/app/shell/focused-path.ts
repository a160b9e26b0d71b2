import { BASE_PATH } from '@hearth/domain/auth';

/**
 * Pages of the borrower's journey (register, offers, every application page) take the focused layout: no side
 * navigation, one centred column. The dashboard, settings, login and legal pages keep the shell's navigation.
 */
export function isFocusedPath(pathname: string): boolean {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`);
}
