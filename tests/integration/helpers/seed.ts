// A small data set created through the API: a site tree, vehicle types and vehicles.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Rec = Record<string, unknown> & { id: string; version: number };

export async function addOk(t: TestApp, api: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  const r = await t.post<Rec>(`${api}/add`, body, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

export async function seed(t: TestApp) {
  const site = (body: Record<string, unknown>) => addOk(t, '/wl/site', { siteMode: 0, ...body });
  const hq = await site({ siteName: 'HQ', type: 0, siteReceiveFee: 5 });
  const north = await site({ siteName: 'North Hub', type: 1, parentId: hq.id, siteReceiveFee: 12.5 });
  const south = await site({ siteName: 'South Hub', type: 1, siteMode: 1, parentId: hq.id, siteReceiveFee: 20 });
  const outlet = await site({ siteName: 'N-Outlet-1', type: 3, parentId: north.id, personPhone: '13812345678' });
  const zeta = await site({ siteName: 'Zeta_50%', type: 2 });
  const zeta2 = await site({ siteName: 'Zeta150x', type: 2, siteMode: 1 });
  const truck = await addOk(t, '/wl/vehicleType', { name: 'Truck', carLoadWeight: 10 });
  const van = await addOk(t, '/wl/vehicleType', { name: 'Van', carLoadWeight: 2.5 });
  const vehicle = (body: Record<string, unknown>) => addOk(t, '/wl/vehicle', { allowWeight: 1, state: 0, ...body });
  const v1 = await vehicle({ serial: 'V1', licenceNumber: 'A-001', siteId: north.id, typeId: truck.id });
  const v2 = await vehicle({ serial: 'V2', licenceNumber: 'A-002', siteId: south.id, typeId: van.id });
  const v3 = await vehicle({
    serial: 'V3',
    licenceNumber: 'A-003',
    siteId: north.id,
    typeId: van.id,
    wholeOrderFee: 99.99,
  });
  return { hq, north, south, outlet, zeta, zeta2, truck, van, v1, v2, v3 };
}

export type Seeded = Awaited<ReturnType<typeof seed>>;

/** Everything a bad request must leave untouched. */
export async function snapshot(t: TestApp) {
  const all = (table: string) => t.db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    sites: await all('wl_site'),
    vehicles: await all('wl_vehicle'),
    types: await all('wl_vehicle_type'),
    users: await all('sys_user'),
    log: await all('sys_data_log'),
  };
}
