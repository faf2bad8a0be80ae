import { addressFieldsFor } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CountryStateSelects } from '../../../components/country-state-selects';
import { SearchableSelect } from '../../../components/searchable-select';
import { countryLabel, useCountries, useCountryLocodes } from '../../../lib/reference-data';
import { RequirePermission } from '../../../resources/require-permission';
import {
  type EndChoice,
  routeToSearch,
  type StartChoice,
  startFromSearch,
  startToSearch,
} from '../components/entry-prefill';
import { useOrderLabels } from '../components/order-labels';
import { ORDER_ENTRY_PATH, ORDER_START_PATH } from '../order-paths';

type End = 'origin' | 'destination';
const emptyEnd = (): EndChoice => ({ country: '', locode: '', address: '', city: '', state: '', postCode: '' });

const EndCard = ({
  end,
  value,
  onChange,
  withAddress,
  errors,
}: {
  end: End;
  value: EndChoice;
  onChange: (next: EndChoice) => void;
  withAddress: boolean;
  errors: Partial<Record<keyof EndChoice, string>>;
}) => {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const countryOptions = (countries.data ?? [])
    .map((c) => ({ value: c.code2, label: countryLabel(c.code2, i18n.language, c.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const locodes = useCountryLocodes(value.country || null);
  const set = (patch: Partial<EndChoice>) => onChange({ ...value, ...patch });
  return (
    <Card withBorder padding="sm" component="section" aria-label={t(`orderScreens.fields.${end}`)}>
      <Text fw={600} size="sm" mb="xs">
        {t(`orderScreens.fields.${end}`)}
      </Text>
      <Stack gap="xs">
        {withAddress ? (
          <CountryStateSelects
            country={value.country || null}
            state={value.state || null}
            onCountryChange={(country) => set({ country: country ?? '', state: '', locode: '' })}
            onStateChange={(state) => set({ state: state ?? '' })}
            countryLabel={t(`orderScreens.entry.${end}Country`)}
            stateLabel={t(`orderScreens.entry.${end}State`)}
            countryError={errors.country}
          />
        ) : (
          <SearchableSelect
            label={t(`orderScreens.entry.${end}Country`)}
            options={countryOptions}
            value={value.country || null}
            onChange={(country) => {
              if ((country ?? '') !== value.country) {
                set({ country: country ?? '', state: '', locode: '' });
              }
            }}
            clearable
            disabled={countries.isPending}
            error={errors.country}
          />
        )}
        <SearchableSelect
          label={t(`orderScreens.destination.${end}Port`)}
          placeholder={value.country ? undefined : t('orderScreens.destination.chooseCountry')}
          options={(locodes.data ?? []).map((code) => ({ value: code, label: code }))}
          value={value.locode || null}
          onChange={(locode) => set({ locode: locode ?? '' })}
          disabled={!value.country || locodes.isPending}
          clearable
          error={errors.locode}
        />
        {withAddress ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t(`orderScreens.entry.${end}Address`)}
              value={value.address}
              onChange={(event) => set({ address: event.currentTarget.value })}
            />
            <TextInput
              label={t(`orderScreens.entry.${end}City`)}
              value={value.city}
              onChange={(event) => set({ city: event.currentTarget.value })}
            />
            <TextInput
              label={t(`orderScreens.entry.${end}PostCode`)}
              value={value.postCode}
              onChange={(event) => set({ postCode: event.currentTarget.value })}
            />
          </SimpleGrid>
        ) : (
          <Text size="xs" c="dimmed">
            {t('orderScreens.entry.noAddress')}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

// /orders/destination (spec 01 §2.3; spec 02 §5): the second screen of booking an order: origin and
// destination country and port (UN/LOCODEs of the country, from the server), the shipper's and the
// consignee's address where the move type allows one (spec 02 §5 address rule). Continue opens the
// order entry wizard with everything chosen so far filled in.
const OrderDestination = ({ start }: { start: StartChoice }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const allowed = addressFieldsFor(start.moveType);
  const [origin, setOrigin] = useState<EndChoice>(emptyEnd());
  const [destination, setDestination] = useState<EndChoice>(emptyEnd());
  // Once Continue was pressed, the errors follow the values: a field that is filled loses its error.
  const [tried, setTried] = useState(false);
  const check = (): Record<End, Partial<Record<keyof EndChoice, string>>> => {
    const found: Record<End, Partial<Record<keyof EndChoice, string>>> = { origin: {}, destination: {} };
    for (const [end, value] of [
      ['origin', origin],
      ['destination', destination],
    ] as const) {
      if (!value.country) {
        found[end].country = t('orderScreens.destination.countryRequired');
      }
      if (!value.locode) {
        found[end].locode = t('orderScreens.destination.portRequired');
      }
    }
    if (origin.locode && origin.locode === destination.locode) {
      found.destination.locode = t('orderScreens.destination.samePort');
    }
    return found;
  };
  const errors = tried ? check() : { origin: {}, destination: {} };
  const change = (end: End, value: EndChoice) => (end === 'origin' ? setOrigin : setDestination)(value);

  const next = () => {
    setTried(true);
    const found = check();
    if (Object.keys(found.origin).length + Object.keys(found.destination).length > 0) {
      return;
    }
    void navigate(`${ORDER_ENTRY_PATH}?${routeToSearch(start, origin, destination).toString()}`);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('orderScreens.destination.title')}</Title>
        <Button variant="subtle" component={Link} to={`${ORDER_START_PATH}?${startToSearch(start).toString()}`}>
          {t('orderScreens.entry.back')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('orderScreens.destination.hint', { mode: labels.mode(start.mode), moveType: start.moveType })}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <EndCard
            end="origin"
            value={origin}
            onChange={setOrigin}
            withAddress={allowed.origin}
            errors={errors.origin}
          />
          <EndCard
            end="destination"
            value={destination}
            onChange={(next) => change('destination', next)}
            withAddress={allowed.destination}
            errors={errors.destination}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit">{t('orderScreens.destination.toEntry')}</Button>
        </Group>
      </form>
    </Stack>
  );
};

const Destination = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const start = startFromSearch(params);
  if (!start) {
    return (
      <Alert variant="light" color="blue" title={t('orderScreens.destination.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('orderScreens.destination.noStart')}</Text>
          <Button component={Link} to={ORDER_START_PATH}>
            {t('orderScreens.start.title')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <OrderDestination start={start} />;
};

export const OrderDestinationPage = () => (
  <RequirePermission permission="order.view">
    <Destination />
  </RequirePermission>
);
