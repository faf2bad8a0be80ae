import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { resourceTextKey } from '@lanehub/shared/resources/resource-text-key';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import type { MenuItem } from '../../nav/menus';

// The spec's reference lists (spec 02 §7.14) are registry resources: their pages are generated. This
// manifest only puts them in the Company menu, one entry per list whose texts live under
// `referenceLists.` (locales/<lng>/reference-lists.json), so a new list appears here by itself.
// The menus give the registry when the shell loads (the manifest does not import it: it brings zod).
const entries = (resources: readonly AnyResource[]): readonly MenuItem[] => {
  const lists = resources.filter((r) => resourceTextKey(r).startsWith('referenceLists.'));
  return [
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
};

export const manifest: WebFeatureManifest = {
  name: 'reference-lists',
  menus: { company: entries },
};
