import type { TCompanyPublicProfile } from '@lanehub/shared/features/companies/companies.contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a company is, as one line: city, state, country. */
export const placeOf = (company: Pick<TCompanyPublicProfile, 'city' | 'state' | 'country'>) =>
  [company.city, company.state, company.country].filter(Boolean).join(', ');

export const CompanyTypes = ({ company }: { company: TCompanyPublicProfile }) => {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {company.companyTypes.map((type) => (
        <Badge key={type} variant="light" size="sm" tt="none">
          {t(`companyTypes.${type}`, { defaultValue: type })}
        </Badge>
      ))}
      {company.manual ? (
        <Badge variant="outline" color="gray" size="sm" tt="none">
          {t('network.manual')}
        </Badge>
      ) : null}
    </Group>
  );
};

export const CompanyLine = ({ company }: { company: TCompanyPublicProfile }) => (
  <div>
    <Text fw={600}>{company.legalName}</Text>
    <Text size="xs" c="dimmed">
      {placeOf(company)}
    </Text>
  </div>
);
