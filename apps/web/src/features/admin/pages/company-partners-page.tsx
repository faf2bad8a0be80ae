import { Alert, Anchor, Badge, Card, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { companyTypesText } from '../../../lib/labels';
import { useCompanyPartners } from '../api/company-partners';
import { useAdminCompany } from '../api/get-company';
import { COMPANY_APPROVE_PATH } from '../components/company-detail-view';

const Partners = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const company = useAdminCompany(companyId);
  const partners = useCompanyPartners(companyId);
  const error = company.error ?? partners.error;
  return (
    <Stack maw={1000}>
      <PageHeader
        title={t('adminArea.partners.title', { legalName: company.data?.legalName ?? '' })}
        description={t('pages.admin.partners')}
        breadcrumbs={[
          { label: t('adminArea.approvals.title'), to: COMPANY_APPROVE_PATH },
          {
            label: company.data?.legalName ?? t('adminArea.fields.company'),
            to: `${COMPANY_APPROVE_PATH}/${companyId}`,
          },
          { label: t('adminArea.fields.partners') },
        ]}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, error.message)}
        </Alert>
      ) : null}
      {partners.isPending ? <Loader /> : null}
      {partners.data ? (
        <Card withBorder>
          {partners.data.length === 0 ? (
            <Text c="dimmed">{t('adminArea.partners.none')}</Text>
          ) : (
            <Table striped aria-label={t('adminArea.fields.partners')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminArea.fields.legalName')}</Table.Th>
                  <Table.Th>{t('adminArea.fields.companyTypes')}</Table.Th>
                  <Table.Th>{t('adminArea.fields.address')}</Table.Th>
                  <Table.Th>{t('adminArea.partners.addedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {partners.data.map((partner) => (
                  <Table.Tr key={partner.id}>
                    <Table.Td>
                      {partner.manual ? (
                        <>
                          {partner.legalName}{' '}
                          <Badge size="xs" variant="light" color="gray">
                            {t('adminArea.partners.manual')}
                          </Badge>
                        </>
                      ) : (
                        <Anchor component={Link} to={`${COMPANY_APPROVE_PATH}/${partner.id}`} size="sm">
                          {partner.legalName}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{companyTypesText(t, partner.companyTypes)}</Table.Td>
                    <Table.Td>{[partner.city, partner.country].filter(Boolean).join(', ')}</Table.Td>
                    <Table.Td>{formatDate(partner.addedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      ) : null}
    </Stack>
  );
};

// /company/company-approve/:companyId/company-partners: the company's partner network (company_partners).
export const CompanyPartnersPage = () => {
  const { companyId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <Partners companyId={companyId} />
    </RequireSystemAdmin>
  );
};
