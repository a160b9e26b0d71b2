import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts (or joins) loading the schema; a page calls it after its first render. */
  preload: () => Promise<unknown>;
};

/**
 * A form resolver whose schema, and zod with it, loads on first validation or `preload`, not with the page
 * (decision 0096: no zod in an entry page's first-paint JavaScript). A failed load is forgotten so the next
 * validation tries again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = (): Promise<Resolver<T>> => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: get });
}
