// A plain Web Mercator projection (the one slippy-map tiles use): lng/lat -> world pixels at a zoom,
// a view fitted around a track, the tiles covering it, and a tile URL from an {z}/{x}/{y} template.
export const TILE_SIZE = 256;
const MAX_LAT = 85.05112878;

export interface LngLat {
  lng: number;
  lat: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A canvas of width x height pixels showing the world at `zoom` from world pixel (left, top). */
export interface View {
  zoom: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** World pixel coordinates of a position at a zoom level (the world is 256 * 2^zoom pixels wide). */
export function project({ lng, lat }: LngLat, zoom: number): Point {
  const size = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The highest zoom (up to maxZoom) at which every point fits inside the canvas less its padding, centred. */
export function fitView(points: LngLat[], width: number, height: number, padding = 32, maxZoom = 17): View {
  if (!points.length) return { zoom: 1, left: 0, top: 0, width, height };
  let zoom = maxZoom;
  for (; zoom > 0; zoom--) {
    const box = bounds(points.map((p) => project(p, zoom)));
    if (box.maxX - box.minX <= width - 2 * padding && box.maxY - box.minY <= height - 2 * padding) break;
  }
  const box = bounds(points.map((p) => project(p, zoom)));
  return {
    zoom,
    left: (box.minX + box.maxX) / 2 - width / 2,
    top: (box.minY + box.maxY) / 2 - height / 2,
    width,
    height,
  };
}

function bounds(ps: Point[]) {
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Canvas coordinates of a position in a view. */
export function toScreen(view: View, p: LngLat): Point {
  const w = project(p, view.zoom);
  return { x: w.x - view.left, y: w.y - view.top };
}

export interface Tile {
  key: string;
  url: string;
  x: number;
  y: number;
}

/** The tiles covering a view, placed in canvas coordinates (x wraps around the world). */
export function tilesFor(view: View, template: string): Tile[] {
  const count = 2 ** view.zoom;
  const tiles: Tile[] = [];
  const firstX = Math.floor(view.left / TILE_SIZE);
  const firstY = Math.max(0, Math.floor(view.top / TILE_SIZE));
  const lastX = Math.floor((view.left + view.width) / TILE_SIZE);
  const lastY = Math.min(count - 1, Math.floor((view.top + view.height) / TILE_SIZE));
  for (let ty = firstY; ty <= lastY; ty++) {
    for (let tx = firstX; tx <= lastX; tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${view.zoom}/${tx}/${ty}`,
        url: tileUrl(template, view.zoom, wrapped, ty),
        x: tx * TILE_SIZE - view.left,
        y: ty * TILE_SIZE - view.top,
      });
    }
  }
  return tiles;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}
