import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdRow, type AdStatus, type AdStorePlays, adMaterialResource } from '@tillbook/contract';
import { download, postData } from '../../shared/api/client';
import { invalidateResource, resourceKeys } from '../../shared/api/resource';

// Ads are listed, read, saved and deleted with the resource hooks (`shared/api/resource.ts`); the status switch,
// the plays per store and the file download are their own calls.

const keys = resourceKeys(adMaterialResource);

/** A period of plays in unix seconds (`to` excluded); none: every play. */
export interface PlaysPeriod {
  playsFrom?: number;
  playsTo?: number;
}

/** Freezes or unfreezes an ad (a frozen ad is off on every display at once). Invalidates as a save does. */
export function useSetAdStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: AdStatus }) => postData<AdRow>('/device/adMaterial/setStatus', body),
    onSuccess: () => invalidateResource(queryClient, adMaterialResource),
  });
}

/** An ad's plays per store in a period (the stores the user sees). */
export function useAdPlays(id: number | undefined, period: PlaysPeriod) {
  return useQuery({
    queryKey: [...keys.details(), id, 'plays', period],
    queryFn: () => postData<AdStorePlays[]>('/device/adMaterial/plays', { id, ...period }),
    enabled: id !== undefined,
  });
}

/** Downloads an ad's file under its saved name. */
export const downloadAdFile = (row: AdRow) =>
  download('/device/adMaterial/file', { id: row.id }, { filename: row.file.name });
