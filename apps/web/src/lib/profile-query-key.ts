/**
 * The profile's query key, apart from its fetcher (`get-profile.ts`): the shell reads the cached profile on
 * every page, and importing the fetcher there would put the profile schema in the first page's JavaScript.
 */
export const profileQueryKey = ['profile'] as const;
