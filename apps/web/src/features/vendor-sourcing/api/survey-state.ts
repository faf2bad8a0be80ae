import type { TSurveyState } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vendorSourcingKeys } from './keys';

// GET /api/lanehub-core/company/survey: the company's survey state (company.completedSurvey).
export const useSurveyState = () =>
  useQuery({
    queryKey: vendorSourcingKeys.survey,
    queryFn: async ({ signal }) => (await api.get<TSurveyState>('/lanehub-core/company/survey', { signal })).data,
  });
