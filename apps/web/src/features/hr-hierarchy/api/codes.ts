import type { HrCodeType } from '@lanehub/shared/constants/hr-hierarchy';
import type { THrCode } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/codes?code_type → the company's codes of one code type.
export const useHrCodes = (codeType: HrCodeType) =>
  useQuery({
    queryKey: hrKeys.codes(codeType),
    queryFn: async ({ signal }) =>
      (await api.get<THrCode[]>(`${HR_API}/codes`, { query: { code_type: codeType }, signal })).data,
  });
