import { resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { RESOURCES } from '@lanehub/shared/resources/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import {
  fieldLabel,
  fieldPlaceholder,
  formatFieldValue,
  optionLabel,
  resourceLabel,
  resourceLabelPlural,
  resourceMessage,
} from './resource-text';

// Every resource of the registry is labelled in each language by the catalogue (under its text key,
// `resources.<name>` unless it declares another), never by the English of its declaration.
describe('registry texts', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each(['en', 'fr', 'es'] as const)('has the label, fields, options and examples of every resource in %s', (lng) => {
    const missing = RESOURCES.flatMap((r) => {
      const at = resourceTextKey(r);
      const keys = [
        `${at}.label`,
        `${at}.labelPlural`,
        ...r.fields.flatMap((field) => [
          `${at}.fields.${field.name}`,
          ...(field.placeholder === undefined ? [] : [`${at}.placeholders.${field.name}`]),
          ...(field.options ?? []).map((option) => `${at}.options.${field.name}.${option.value}`),
          ...(field.values ?? []).map((value) => `${at}.options.${field.name}.${value}`),
        ]),
        ...(r.actions ?? []).flatMap((action) => [
          `${at}.actions.${action.name}`,
          `${at}.actionMessages.${action.name}`,
        ]),
      ];
      return keys.filter((key) => !i18n.exists(key, { lng }));
    });
    expect(missing).toEqual([]);
  });

  it('shows product segments, services and service areas in French and Spanish', async () => {
    const byName = (name: string) => RESOURCES.find((r) => r.name === name) as (typeof RESOURCES)[number];
    await changeLanguage('fr');
    expect(resourceLabel(i18n.t, byName('product-segments'))).toBe('Segment de produits');
    expect(fieldLabel(i18n.t, byName('service-areas'), 'radiusKm')).toBe('Rayon (km)');
    expect(optionLabel(i18n.t, byName('services'), 'mode', 'ocean')).toBe('Maritime');
    expect(fieldPlaceholder(i18n.t, byName('service-areas'), 'name')).toBe('Grand Montréal');
    await changeLanguage('es');
    expect(resourceLabel(i18n.t, byName('services'))).toBe('Servicio');
    expect(fieldLabel(i18n.t, byName('services'), 'active')).toBe('Activo');
  });

  it("names the resource by its translated label in its routes' messages", async () => {
    const serviceAreas = RESOURCES.find((r) => r.name === 'service-areas') as (typeof RESOURCES)[number];
    expect(resourceMessage(i18n.t, serviceAreas, serviceAreas.messages.created)).toBe('Service Area has been created');
    await changeLanguage('fr');
    expect(resourceMessage(i18n.t, serviceAreas, serviceAreas.messages.created)).toBe(
      'Zone de service\u00a0: création effectuée',
    );
    await changeLanguage('es');
    expect(resourceMessage(i18n.t, serviceAreas, serviceAreas.messages.deleted)).toBe(
      'Área de servicio: eliminación realizada',
    );
    expect(resourceMessage(i18n.t, serviceAreas, 'This record already exists')).toBe('Este registro ya existe');
  });

  it('shows the spec reference lists, their enum values and money in French and Spanish', async () => {
    const byName = (name: string) => RESOURCES.find((r) => r.name === name) as (typeof RESOURCES)[number];
    await changeLanguage('fr');
    expect(resourceLabelPlural(i18n.t, byName('load-types'))).toBe('Types de chargement');
    expect(fieldLabel(i18n.t, byName('mode-moves'), 'effectiveFrom')).toBe('En vigueur le');
    expect(formatFieldValue(i18n.t, byName('temperature-types'), 'temperatureClass', 'frozen')).toBe('Surgelé');
    expect(
      formatFieldValue(i18n.t, byName('load-types'), 'minimumCharge', { amount: '1250.5', currency: 'CAD' }),
    ).toMatch(/1\s?250,50\s?\$/);
    await changeLanguage('es');
    expect(resourceLabel(i18n.t, byName('item-types'))).toBe('Tipo de artículo');
    expect(optionLabel(i18n.t, byName('modes'), 'shippingMode', 'rail')).toBe('Ferroviario');
  });
});
