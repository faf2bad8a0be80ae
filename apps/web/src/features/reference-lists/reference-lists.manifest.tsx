import { resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { RESOURCES } from '@lanehub/shared/resources/registry';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import type { MenuItem } from '../../nav/menus';

// The spec's reference lists (spec 02 §7.14) are registry resources: their pages are generated. This
// manifest only puts them in the Company menu, one entry per list whose texts live under
// `referenceLists.` (locales/<lng>/reference-lists.json), so a new list appears here by itself.
const lists = RESOURCES.filter((r) => resourceTextKey(r).startsWith('referenceLists.'));

const entries: readonly MenuItem[] = [
  {
    key: 'referenceLists',
    labelKey: 'referenceLists',
    textKey: 'registry.menu',
    icon: 'settings',
    children: lists.map((r) => ({
      key: r.name,
      labelKey: r.name,
      textKey: `${resourceTextKey(r)}.labelPlural`,
      to: r.webPath,
      permission: r.permission.read,
    })),
  },
];

export const manifest: WebFeatureManifest = {
  name: 'reference-lists',
  menus: { company: entries },
};
