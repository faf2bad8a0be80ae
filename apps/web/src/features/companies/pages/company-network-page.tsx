import { COMPANY_TYPES } from '@lanehub/shared/constants/companies';
import { PARTNER_MESSAGES, type TCompanyPublicProfile } from '@lanehub/shared/features/companies/companies.contract';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { toastError, toastSuccess } from '../../../components/toast';
import { TradingPartnerModal } from '../../../components/trading-partner-modal';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { COMPANY_BROWSE_PAGE, useAddPartner, useCompanySearch, usePartners, useRemovePartner } from '../api/companies';
import { CompanyLine, CompanyTypes } from '../components/company-card';

const useTypeOptions = () => {
  const { t } = useTranslation();
  return [
    { value: 'carrier', label: t('network.allCarriers') },
    ...COMPANY_TYPES.map((type) => ({ value: type, label: t(`companyTypes.${type}`) })),
  ];
};

const SearchCompanies = ({ canEdit }: { canEdit: boolean }) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const search = useCompanySearch(name, type, page * COMPANY_BROWSE_PAGE);
  const add = useAddPartner();
  const typeOptions = useTypeOptions();

  const addPartner = async (company: TCompanyPublicProfile) => {
    try {
      await add.mutateAsync(company._id);
      toastSuccess(PARTNER_MESSAGES.added(company.legalName));
    } catch {
      toastError(PARTNER_MESSAGES.cannotAdd);
    }
  };

  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('network.findCompanies')}
        </Title>
        <Group align="flex-end">
          <TextInput
            label={t('network.companyName')}
            placeholder={t('network.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setPage(0);
            }}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Select
            label={t('network.companyType')}
            placeholder={t('network.anyType')}
            data={typeOptions}
            value={type}
            onChange={(value) => {
              setType(value);
              setPage(0);
            }}
            clearable
            w={220}
          />
        </Group>
        {search.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, search.error.message)}
          </Alert>
        ) : null}
        {search.data ? (
          search.data.length === 0 ? (
            <Text c="dimmed">{t('network.noCompanies')}</Text>
          ) : (
            <Table aria-label={t('network.searchResults')} verticalSpacing="xs">
              <Table.Tbody>
                {search.data.map((company) => (
                  <Table.Tr key={company._id}>
                    <Table.Td>
                      <CompanyLine company={company} />
                    </Table.Td>
                    <Table.Td>
                      <CompanyTypes company={company} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {company.isPartner ? (
                        <StatusBadge tone="positive">{t('network.partner')}</StatusBadge>
                      ) : canEdit ? (
                        <Button
                          size="xs"
                          leftSection={<IconPlus size={14} />}
                          onClick={() => void addPartner(company)}
                          aria-label={t('network.addNamed', { name: company.legalName })}
                        >
                          {t('network.add')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        ) : null}
        {/* Browsing: every company by legal name, a page at a time (issue 13 §10). */}
        {page > 0 || (search.data?.length ?? 0) === COMPANY_BROWSE_PAGE ? (
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('network.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={(search.data?.length ?? 0) < COMPANY_BROWSE_PAGE}
              onClick={() => setPage(page + 1)}
            >
              {t('network.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
};

const PartnerList = ({ canEdit }: { canEdit: boolean }) => {
  const { t } = useTranslation();
  const [type, setType] = useState<string | null>(null);
  const partners = usePartners(type);
  const remove = useRemovePartner();
  const [removing, setRemoving] = useState<TCompanyPublicProfile | null>(null);
  const [editing, setEditing] = useState<TCompanyPublicProfile | null>(null);
  const typeOptions = useTypeOptions();

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('network.myPartners')}
          </Title>
          <Select
            aria-label={t('network.partnerType')}
            placeholder={t('network.anyType')}
            data={typeOptions}
            value={type}
            onChange={setType}
            clearable
            w={220}
          />
        </Group>
        {partners.data && partners.data.length === 0 ? (
          <EmptyState title={t('network.noPartners')} message={t('pages.empty.partners')} />
        ) : null}
        {partners.data && partners.data.length > 0 ? (
          <Table aria-label={t('network.myPartners')} verticalSpacing="xs">
            <Table.Tbody>
              {partners.data.map((company) => (
                <Table.Tr key={company._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/company-details/${company._id}`} fw={600}>
                      {company.legalName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <CompanyTypes company={company} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {canEdit ? (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {company.manual ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setEditing(company)}
                            aria-label={t('network.editNamed', { name: company.legalName })}
                          >
                            {t('network.edit')}
                          </Button>
                        ) : null}
                        <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(company)}>
                          {t('network.remove')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
      <TradingPartnerModal opened={editing !== null} partner={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) {
            await remove.mutateAsync(removing._id);
            toastSuccess(PARTNER_MESSAGES.removed(removing.legalName));
          }
          setRemoving(null);
        }}
      />
    </Card>
  );
};

// /company-network, 'Build My Network' in the top bar: find companies, add partners, list the network.
const CompanyNetwork = () => {
  const { t } = useTranslation();
  const canEdit = useCan()('mynetwork.edit');
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <PageHeader
        title={t('menu.buildMyNetwork')}
        description={t('pages.network')}
        actions={
          canEdit ? (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('network.addTradingPartner')}
            </Button>
          ) : null
        }
      />
      <SearchCompanies canEdit={canEdit} />
      <PartnerList canEdit={canEdit} />
      <TradingPartnerModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
};

export const CompanyNetworkPage = () => (
  <RequirePermission permission="mynetwork.view">
    <CompanyNetwork />
  </RequirePermission>
);
