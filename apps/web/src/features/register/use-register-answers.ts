import { useSyncExternalStore } from 'react';
import { type RegisterAnswers, readAnswers, subscribeToAnswers } from '@/features/register/register-answers';

/** The stored answers; re-renders when any step saves. */
export function useRegisterAnswers(): RegisterAnswers {
  return useSyncExternalStore(subscribeToAnswers, readAnswers, readAnswers);
}
