import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../api/departments';

/** Narrows a view to one department; empty means all departments. */
export const DepartmentFilter = ({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (departmentId: string | null) => void;
}) => {
  const { t } = useTranslation();
  const departments = useDepartments();
  return (
    <Select
      label={t('hrHierarchy.hierarchy.filter')}
      placeholder={t('hrHierarchy.hierarchy.allDepartments')}
      data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      w={280}
    />
  );
};
