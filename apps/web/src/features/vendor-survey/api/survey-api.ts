import type {
  SurveyFileKind,
  TSurvey,
  TSurveyProgress,
  TSurveySubmitResult,
  TSurveyUpload,
} from '@lanehub/shared/features/vendor-survey/vendor-survey.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, uploadForm } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

// The survey wizards' calls (spec 02 §7.9; docs/vendor-survey.md): read, save progress on Next and
// Previous, upload one file of a kind, download a template, and Done.

const BASE = '/lanehub-core/company/vendor/survey';

export const surveyKeys = { survey: ['vendor-survey', 'survey'] as const };

export type SurveyTemplate = 'locations' | 'products' | 'po';

export const useSurvey = () =>
  useQuery({
    queryKey: surveyKeys.survey,
    queryFn: async ({ signal }) => (await api.get<TSurvey>(BASE, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSaveProgress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (progress: TSurveyProgress) => (await api.put<TSurvey>(BASE, progress)).data,
    onSuccess: (survey) => client.setQueryData(surveyKeys.survey, survey),
  });
};

/** Uploads one file of a kind; the reply carries its preview and 'File {name} has been uploaded!'. */
export const useUploadSurveyFile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: SurveyFileKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<TSurveyUpload>('POST', `${BASE}/upload/${kind}`, form);
    },
    onSuccess: ({ data }) =>
      client.setQueryData<TSurvey>(surveyKeys.survey, (survey) =>
        survey ? { ...survey, uploads: [...survey.uploads.filter((u) => u.fileKind !== data.fileKind), data] } : survey,
      ),
  });
};

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: async (progress: TSurveyProgress) => api.post<TSurveySubmitResult>(BASE, progress),
  });

export const downloadSurveyTemplate = async (template: SurveyTemplate, fallbackName: string) => {
  const { blob, fileName } = await downloadFile(`${BASE}/template/${template}`);
  saveBlob(blob, fileName ?? fallbackName);
};
