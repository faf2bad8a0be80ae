import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useContractTypes } from '../api/contracts';

// /contracts/new-contracts: the contract types a contract starts from (fetched once, spec 02 §4).
export const NewContractsPage = () => {
  const { t } = useTranslation();
  const types = useContractTypes();
  return (
    <Stack>
      <PageHeader
        title={t('contracts.new.title')}
        description={t('contracts.new.description')}
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: t('contracts.new.title') }]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(types.data ?? []).map((type) => (
          <Card key={type._id} withBorder>
            <Stack gap="xs">
              <Text fw={700}>{type.type}</Text>
              <Text size="sm">{t('contracts.new.mode', { mode: type.modeContract })}</Text>
              <Button component={Link} to={`/contracts/new-contract/${type._id}`} w="fit-content">
                {t('contracts.new.start', { type: type.type })}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
