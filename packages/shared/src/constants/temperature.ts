// Temperature classes of reefer loads (temperature types, spec 02 §7.14).
export const TEMPERATURE_CLASSES = ['frozen', 'chilled', 'ambient', 'heated'] as const;
export type TemperatureClass = (typeof TEMPERATURE_CLASSES)[number];
