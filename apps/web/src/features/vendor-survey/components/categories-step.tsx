import { SOURCING_CATEGORIES } from '@lanehub/shared/features/vendor-survey/vendor-survey.contract';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAdjustments,
  IconArmchair,
  IconBottle,
  IconCylinder,
  IconHandStop,
  IconHelmet,
  IconLayoutGrid,
  IconLink,
  IconLinkPlus,
  IconSettings,
  IconShirt,
  IconShoe,
  IconSolarPanel,
  IconSteeringWheel,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Tabler component of each icon name of the shared list ('pipe' has no Tabler icon: a cylinder). */
const ICONS: Record<(typeof SOURCING_CATEGORIES)[number]['icon'], TablerIcon> = {
  'solar-panel': IconSolarPanel,
  pipe: IconCylinder,
  'layout-grid': IconLayoutGrid,
  bottle: IconBottle,
  tool: IconTool,
  settings: IconSettings,
  armchair: IconArmchair,
  'truck-delivery': IconTruckDelivery,
  truck: IconTruck,
  'steering-wheel': IconSteeringWheel,
  'hand-stop': IconHandStop,
  shirt: IconShirt,
  shoe: IconShoe,
  helmet: IconHelmet,
  adjustments: IconAdjustments,
  link: IconLink,
  'link-plus': IconLinkPlus,
};

/** Spec 01 §9: the category grid has 4 columns with a gap of 16. */
const GRID_COLUMNS = 4;
const GRID_GAP = 16;

// Step 1 of the sourcing survey (spec 01 §2.6): selectable cards; a click toggles; the saved
// categories come preselected.
export const CategoriesStep = ({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) => {
  const { t } = useTranslation();
  const toggle = (key: string) => onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key]);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('vendorSurvey.wizard.categoriesHint')}</Text>
      <SimpleGrid cols={{ base: 2, sm: GRID_COLUMNS }} spacing={GRID_GAP} verticalSpacing={GRID_GAP}>
        {SOURCING_CATEGORIES.map((category) => {
          const Icon = ICONS[category.icon];
          const selected = value.includes(category.key);
          return (
            <UnstyledButton
              key={category.key}
              aria-pressed={selected}
              onClick={() => toggle(category.key)}
              p="md"
              style={{
                border: `2px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`,
                borderRadius: 'var(--mantine-radius-md)',
                background: selected ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
                textAlign: 'center',
              }}
            >
              <Stack gap={6} align="center">
                <Icon size={32} aria-hidden color={`var(--mantine-color-${selected ? 'blue-7' : 'gray-7'})`} />
                <Text size="sm" fw={selected ? 600 : 400}>
                  {t(`vendorSurvey.categories.${category.key}`, { defaultValue: category.title })}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
};
