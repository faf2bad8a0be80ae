import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHierarchyTree } from '../api/hierarchy-tree';
import { translateHrMessage } from '../hr-text';
import { DepartmentFilter } from './department-filter';
import { HierarchyTree } from './hierarchy-tree';

export const TreePanel = () => {
  const { t } = useTranslation();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const tree = useHierarchyTree(departmentId);
  return (
    <Stack>
      <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
      {tree.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateHrMessage(t, tree.error.message)}
        </Alert>
      ) : null}
      {tree.isPending ? (
        <Loader size="sm" />
      ) : (
        <HierarchyTree nodes={tree.data ?? []} filtered={departmentId !== null} />
      )}
    </Stack>
  );
};
