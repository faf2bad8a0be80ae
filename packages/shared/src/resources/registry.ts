import { equipmentTypesResource } from './equipment-types.resource';
import { instructionsResource } from './instructions.resource';

// Every simple resource, once. The server and the web iterate this list.
export const RESOURCES = [instructionsResource, equipmentTypesResource] as const;
export type ResourceName = (typeof RESOURCES)[number]['name'];

export const resourceByName = (name: string) => RESOURCES.find((r) => r.name === name);
