import { isFinalJobState, JOB_MSG, JOB_POLL_MS, type TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { translateMessage } from '../lib/i18n';
import { toastError } from './toast';

export const jobKey = (id: string) => ['jobs', id] as const;

/** A background job, asked again every second until it ends (GET /api/jobs/:id). */
export const useJob = (id: string) =>
  useQuery({
    queryKey: jobKey(id),
    queryFn: async () => (await api.get<TJob>(`/jobs/${id}`)).data,
    refetchInterval: (query) => (query.state.data && isFinalJobState(query.state.data.state) ? false : JOB_POLL_MS),
  });

export type JobProgressProps = {
  jobId: string;
  /** Called once when the job ends (completed, failed or cancelled). */
  onEnd?: (job: TJob) => void;
  /** What a completed job's result means to the user ('Locations imported: 1,200'). */
  renderResult?: (job: TJob) => ReactNode;
  /** What a failed job's report shows; the report's message when not given. */
  renderError?: (job: TJob) => ReactNode;
};

// The one progress display of background jobs: a bar while it runs, with Cancel, then the outcome.
export const JobProgress = ({ jobId, onEnd, renderResult, renderError }: JobProgressProps) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: job, error } = useJob(jobId);
  const cancel = useMutation({
    mutationFn: async () => (await api.post<TJob>(`/jobs/${jobId}/cancel`, {})).data,
    onSuccess: (next) => client.setQueryData(jobKey(jobId), next),
    onError: (failure: Error) => toastError(failure.message),
  });
  const ended = useRef(false);
  useEffect(() => {
    if (job && isFinalJobState(job.state) && !ended.current) {
      ended.current = true;
      onEnd?.(job);
    }
  }, [job, onEnd]);

  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, error.message)}
      </Alert>
    );
  }
  if (!job) {
    return <Progress value={0} aria-label={t('jobs.state.queued')} />;
  }
  const number = new Intl.NumberFormat(i18n.language);
  const counts =
    job.counts.total > 0
      ? t('jobs.counts', { done: number.format(job.counts.done), total: number.format(job.counts.total) })
      : null;

  if (job.state === 'completed') {
    return (
      <Alert color="green" variant="light" role="status" title={t('jobs.state.completed')}>
        {renderResult?.(job) ?? null}
      </Alert>
    );
  }
  if (job.state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('jobs.state.failed')}>
        {renderError?.(job) ?? translateMessage(t, job.errorReport?.message)}
      </Alert>
    );
  }
  if (job.state === 'cancelled') {
    return (
      <Alert color="gray" variant="light" role="status" title={t('jobs.state.cancelled')}>
        {translateMessage(t, JOB_MSG.cancelled)}
      </Alert>
    );
  }
  const label = job.cancelRequested ? t('jobs.cancelling') : t(`jobs.state.${job.state}`);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {label} · {t('jobs.percent', { n: job.progress })}
        </Text>
        {counts ? (
          <Text size="sm" c="dimmed">
            {counts}
          </Text>
        ) : null}
      </Group>
      <Progress value={job.progress} animated aria-label={label} />
      <Group justify="flex-end">
        <Button
          variant="default"
          size="xs"
          onClick={() => cancel.mutate()}
          loading={cancel.isPending}
          disabled={job.cancelRequested}
        >
          {t('jobs.cancel')}
        </Button>
      </Group>
    </Stack>
  );
};
