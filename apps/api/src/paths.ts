import { fileURLToPath } from 'node:url';

/** Folders resolved from this file, never from the working directory, so any launcher finds the same data. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_FOLDER = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));
