import { useQuery } from '@tanstack/react-query';
import type { NumbersSettingResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { numbersSettingKey } from './keys';

/** "Sin números": hers (no member id) or, for her professional, a client's. */
export const useNumbersSetting = (memberId?: number) =>
  useQuery({
    queryKey: numbersSettingKey(memberId ?? 'me'),
    queryFn: () =>
      api.get<NumbersSettingResponse>(
        memberId === undefined
          ? '/users/me/nutrition-numbers'
          : `/trainer/clients/${memberId}/nutrition-numbers`,
      ),
  });
