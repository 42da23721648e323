// The few autocannon types the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Stats {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    errors: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    pipelining?: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
