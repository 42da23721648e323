// generated from schemas/ - do not edit
export { registry } from './registry.ts';
export { routeSchemas } from './route-schemas.ts';
export { migrations } from './migrations/index.ts';
export { permissionSeed } from './permissions.ts';
export type { SysUser } from './types/sys-user.ts';
export { sysUserClient } from './clients/sys-user.ts';
export type { WlSite } from './types/wl-site.ts';
export { wlSiteClient } from './clients/wl-site.ts';
export type { WlVehicle } from './types/wl-vehicle.ts';
export { wlVehicleClient } from './clients/wl-vehicle.ts';
export type { WlVehicleType } from './types/wl-vehicle-type.ts';
export { wlVehicleTypeClient } from './clients/wl-vehicle-type.ts';
