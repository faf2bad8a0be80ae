import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n';

/** A loader while the query runs, its error as an alert, else `children(data)`. */
export const QueryState = <T,>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  return children(query.data);
};
