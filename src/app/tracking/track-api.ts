// The calls of the vehicle-track page: the tile URL setting, the positions of one vehicle in a time
// range (the generic list of wl_vehicle_track, oldest first), and the address of a point. Silent:
// the page shows its own messages (定位地址获取失败) instead of the HTTP layer's toast.
import type { AxiosInstance } from 'axios';
import { unwrap } from '../../../runtime/http/client.ts';

export interface TrackPoint {
  id: string;
  vehicleId: string;
  time: string;
  lng: number;
  lat: number;
  speed?: number | null;
  address?: string | null;
}

export interface VehicleOption {
  id: string;
  licenceNumber: string;
}

interface Page<T> {
  records: T[];
}

/** The most positions one query draws (the list's page size limit). */
export const MAX_POINTS = 1000;

export function trackApi(http: AxiosInstance) {
  return {
    tileUrl: async () =>
      unwrap<{ tileUrl: string | null }>(await http.get('/wl/vehicleTrack/config', { silent: true })).tileUrl,
    vehicles: async () =>
      unwrap<Page<VehicleOption>>(
        await http.get('/wl/vehicle/list', { params: { pageSize: 200, column: 'licenceNumber', order: 'asc' } }),
      ).records,
    points: async (vehicleId: string, begin: string, end: string) =>
      unwrap<Page<TrackPoint>>(
        await http.get('/wl/vehicleTrack/list', {
          params: {
            vehicleId,
            time_begin: begin,
            time_end: end,
            column: 'time',
            order: 'asc',
            pageSize: MAX_POINTS,
          },
          silent: true,
        }),
      ).records,
    locate: async (lng: number, lat: number) =>
      unwrap<{ address: string }>(await http.get('/wl/vehicleTrack/locate', { params: { lng, lat }, silent: true }))
        .address,
  };
}

export type TrackApi = ReturnType<typeof trackApi>;
