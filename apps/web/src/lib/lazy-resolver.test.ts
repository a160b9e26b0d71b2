import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the schema once, on first validation, and validates with it', async () => {
    const inner = vi.fn(async (values: Values) => ({ values, errors: {} }));
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@b.example' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.example' },
      errors: {},
    });
    await resolver({ email: 'c@d.example' }, undefined, options);
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load', async () => {
    const inner = vi.fn(async (values: Values) => ({ values, errors: {} }));
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const resolver = lazyResolver<Values>(load);
    await expect(resolver.preload()).rejects.toThrow('offline');
    await expect(resolver({ email: 'a@b.example' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
