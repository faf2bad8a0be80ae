// Query keys of the vendor and sourcing screens.
export const vendorSourcingKeys = {
  countries: ['vendor-sourcing', 'countries'] as const,
  states: (country: string) => ['vendor-sourcing', 'countries', country, 'states'] as const,
  config: ['vendor-sourcing', 'config'] as const,
  verify: (type: string, token: string) => ['vendor-sourcing', 'verify', type, token] as const,
};
