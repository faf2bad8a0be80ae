export * from './location-csv';
export * from './locations.contract';
export * from './reference.contract';
