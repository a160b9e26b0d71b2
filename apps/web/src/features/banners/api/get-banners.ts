import { type BannerLoadResult, parseBannerData } from '@hearth/domain/banners';
import { SHELL_PATHS } from '@hearth/domain/shell-rules';
import { useQuery } from '@tanstack/react-query';
import { isProductionHost } from '@/lib/brand/environment';
import { httpClient } from '@/lib/http-client';

/**
 * GET the brand's banner file (spec sections 5 and 7): the test variant outside production, never cached. A file
 * that does not match the format records 'Banner data does not match the expected format' and shows no banner.
 */
export async function getBanners(orgCode: string, signal?: AbortSignal): Promise<BannerLoadResult> {
  const url = isProductionHost() ? SHELL_PATHS.banners : SHELL_PATHS.bannersTest;
  const data = await httpClient.get(url, { headers: { 'x-org': orgCode }, ...(signal ? { signal } : {}) });
  const result = parseBannerData(data);
  if (result.error) console.warn(result.error);
  return result;
}

export function useBanners(orgCode: string) {
  return useQuery({
    queryKey: ['banners', orgCode],
    queryFn: ({ signal }) => getBanners(orgCode, signal),
    // No caching (spec section 7): each page visit reads the file again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
