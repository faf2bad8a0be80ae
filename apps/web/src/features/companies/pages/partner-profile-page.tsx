import { Alert, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { usePublicProfile } from '../api/companies';
import { CompanyTypes, placeOf } from '../components/company-card';

const Line = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text>{value || '—'}</Text>
  </div>
);

// /company/company-details/:companyId: another company's public profile, nothing private.
const PartnerProfile = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const profile = usePublicProfile(companyId);
  if (profile.isPending) {
    return <Loader size="sm" aria-label={t('common.loading')} />;
  }
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, profile.error.message)}
      </Alert>
    );
  }
  const company = profile.data;
  return (
    <Stack maw={960}>
      <PageHeader
        title={company.legalName}
        badge={<CompanyTypes company={company} />}
        description={t('pages.partnerProfile')}
        breadcrumbs={[{ label: t('menu.buildMyNetwork'), to: '/company-network' }, { label: company.legalName }]}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Line label={t('company.address')} value={[company.address, placeOf(company)].filter(Boolean).join(', ')} />
          <Line label={t('company.website')} value={company.website} />
          <Line label={t('company.industryCategory')} value={company.industryCategory.join(', ')} />
          <Line label={t('company.productSegments')} value={company.productSegments.join(', ')} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('company.contacts')}
        </Text>
        {company.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('company.noContacts')}
          </Text>
        ) : (
          <Stack gap={4}>
            {company.contacts.map((c) => (
              <Text key={`${c.firstName}-${c.lastName}-${c.email ?? ''}`} size="sm">
                {[`${c.firstName} ${c.lastName}`.trim(), c.title, c.email, c.phone].filter(Boolean).join(' · ')}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
};

export const PartnerProfilePage = () => {
  const { companyId = '' } = useParams();
  return (
    <RequirePermission permission="mynetwork.view">
      <PartnerProfile companyId={companyId} />
    </RequirePermission>
  );
};
