import { equipmentTypesResource } from './equipment-types.resource';
import { instructionsResource } from './instructions.resource';
import { productSegmentsResource } from './product-segments.resource';
import { serviceAreasResource } from './service-areas.resource';
import { servicesResource } from './services.resource';

// Every simple resource, once. The server and the web iterate this list.
export const RESOURCES = [
  instructionsResource,
  equipmentTypesResource,
  productSegmentsResource,
  servicesResource,
  serviceAreasResource,
] as const;
export type ResourceName = (typeof RESOURCES)[number]['name'];

export const resourceByName = (name: string) => RESOURCES.find((r) => r.name === name);
