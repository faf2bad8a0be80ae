import { RESOURCES } from '@lanehub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import { fieldLabel, fieldPlaceholder, optionLabel, resourceLabel, resourceMessage } from './resource-text';

// Every resource of the registry is labelled in each language by the catalogue (`resources.<name>`),
// never by the English of its declaration.
describe('registry texts', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each(['en', 'fr', 'es'] as const)('has the label, fields, options and examples of every resource in %s', (lng) => {
    const missing = RESOURCES.flatMap((r) => {
      const keys = [
        `resources.${r.name}.label`,
        `resources.${r.name}.labelPlural`,
        ...r.fields.flatMap((field) => [
          `resources.${r.name}.fields.${field.name}`,
          ...(field.placeholder === undefined ? [] : [`resources.${r.name}.placeholders.${field.name}`]),
          ...(field.options ?? []).map((option) => `resources.${r.name}.options.${field.name}.${option.value}`),
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
      'Zone de service : création effectuée',
    );
    await changeLanguage('es');
    expect(resourceMessage(i18n.t, serviceAreas, serviceAreas.messages.deleted)).toBe(
      'Área de servicio: eliminación realizada',
    );
    expect(resourceMessage(i18n.t, serviceAreas, 'This record already exists')).toBe('Este registro ya existe');
  });
});
