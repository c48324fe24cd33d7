// Moved to the kit (kit/service-options.ts); kept only until dashboard imports it from there.
export type { ServiceOptions } from '../../kit/service-options';
