import { EQUIPMENT_CATEGORIES as EQUIPMENT_KINDS } from '@lanehub/shared/constants/equipment';
import { Navigate, type RouteObject } from 'react-router';
import { ASSETS_PATH, EQUIPMENT_PATH, equipmentSegment, LEGACY_EQUIPMENT_PATH } from './equipment-paths';

// The assets and equipment screens (issue 5; spec 01 §2.3). The spec's '/company/assets/equipment-:equipmentType'
// becomes one static segment per kind, because React Router matches whole segments only.
export const equipmentRoutes = (): RouteObject[] => [
  {
    path: ASSETS_PATH,
    lazy: async () => ({ Component: (await import('./pages/assets-page')).AssetsPage }),
  },
  {
    path: EQUIPMENT_PATH,
    lazy: async () => ({ Component: (await import('./pages/equipment-list-page')).EquipmentListPage }),
  },
  { path: LEGACY_EQUIPMENT_PATH, element: <Navigate to={EQUIPMENT_PATH} replace /> },
  ...EQUIPMENT_KINDS.flatMap((kind): RouteObject[] => [
    {
      path: `${ASSETS_PATH}/${equipmentSegment(kind)}/new`,
      lazy: async () => {
        const { EquipmentFormPage } = await import('./pages/equipment-form-page');
        return { Component: () => <EquipmentFormPage kind={kind} /> };
      },
    },
    {
      path: `${ASSETS_PATH}/${equipmentSegment(kind)}/:id/edit`,
      lazy: async () => {
        const { EquipmentFormPage } = await import('./pages/equipment-form-page');
        return { Component: () => <EquipmentFormPage kind={kind} /> };
      },
    },
  ]),
];
