// The common VRP instance: one depot (node 0) and customers 1..n-1 with demand, time window and
// service time, a vehicle capacity and a fleet size, with a precomputed distance matrix. Travel time
// equals distance (the Solomon and DIMACS convention). Pure data: readers build it from file text.

/** How arc lengths are computed; each benchmark set publishes its best-knowns under one of these. */
export type DistanceConvention =
  /** Euclidean, truncated to one decimal (DIMACS / CVRPLIB Solomon values). */
  | 'euclid-trunc1'
  /** Euclidean rounded to the nearest integer (TSPLIB EUC_2D, CVRPLIB A and X). */
  | 'euclid-nint'
  /** Euclidean in double precision (classic SINTEF Solomon values). */
  | 'euclid'
  /** Great-circle kilometres from lat/lon (Lanehub locations). */
  | 'haversine-km';

export type VrpInstance = {
  name: string;
  /** Number of nodes including the depot (node 0). */
  size: number;
  labels: string[];
  /** x or longitude. */
  x: Float64Array;
  /** y or latitude. */
  y: Float64Array;
  /** True when x/y are real lon/lat. */
  geographic: boolean;
  demand: Float64Array;
  ready: Float64Array;
  due: Float64Array;
  service: Float64Array;
  capacity: number;
  /** Vehicles available; Infinity when the set leaves the fleet unbounded (CVRPLIB). */
  maxVehicles: number;
  hasTimeWindows: boolean;
  convention: DistanceConvention;
  /** Row-major size×size matrix; also the travel time. */
  dist: Float64Array;
  /**
   * Minutes per unit of time in the instance (1 for the benchmarks). Lanehub locations express time in
   * kilometres driven at the given speed so that travel time stays equal to distance; this converts back.
   */
  minutesPerUnit: number;
};

export type NodeInput = {
  label: string;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
};

const EARTH_RADIUS_KM = 6371.0088;

export const haversineKm = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

export const arcLength = (convention: DistanceConvention, x1: number, y1: number, x2: number, y2: number) => {
  if (convention === 'haversine-km') {
    return haversineKm(y1, x1, y2, x2);
  }
  const d = Math.hypot(x1 - x2, y1 - y2);
  if (convention === 'euclid-trunc1') {
    // Small epsilon so that a value like 2.9999999 from floating point truncates to 3.0 as intended.
    return Math.floor(d * 10 + 1e-9) / 10;
  }
  if (convention === 'euclid-nint') {
    return Math.floor(d + 0.5);
  }
  return d;
};

export const buildInstance = (options: {
  name: string;
  nodes: NodeInput[];
  capacity: number;
  maxVehicles: number;
  convention: DistanceConvention;
  geographic?: boolean;
  hasTimeWindows?: boolean;
  minutesPerUnit?: number;
}): VrpInstance => {
  const { nodes } = options;
  const size = nodes.length;
  if (size < 2) {
    throw new Error('A VRP instance needs a depot and at least one customer');
  }
  const x = new Float64Array(size);
  const y = new Float64Array(size);
  const demand = new Float64Array(size);
  const ready = new Float64Array(size);
  const due = new Float64Array(size);
  const service = new Float64Array(size);
  nodes.forEach((node, i) => {
    x[i] = node.x;
    y[i] = node.y;
    demand[i] = node.demand;
    ready[i] = node.ready;
    due[i] = node.due;
    service[i] = node.service;
  });
  const dist = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = arcLength(options.convention, x[i] as number, y[i] as number, x[j] as number, y[j] as number);
      dist[i * size + j] = d;
      dist[j * size + i] = d;
    }
  }
  const hasTimeWindows =
    options.hasTimeWindows ??
    nodes.some((n, i) => i > 0 && (n.ready > (nodes[0]?.ready ?? 0) || n.due < (nodes[0]?.due ?? 0)));
  return {
    name: options.name,
    size,
    labels: nodes.map((n) => n.label),
    x,
    y,
    geographic: options.geographic ?? false,
    demand,
    ready,
    due,
    service,
    capacity: options.capacity,
    maxVehicles: options.maxVehicles,
    hasTimeWindows,
    convention: options.convention,
    dist,
    minutesPerUnit: options.minutesPerUnit ?? 1,
  };
};

/** Routes as lists of customer node ids (depot excluded). */
export type Routes = number[][];

export type RouteCheck = {
  distance: number;
  load: number;
  /** Service start time at each customer, in route order. */
  starts: number[];
  /** Return time to the depot. */
  end: number;
  feasible: boolean;
  violation?: string;
};

/** Full simulation of one route: load, time windows, distance. The reference every solver is checked against. */
export const checkRoute = (inst: VrpInstance, route: number[]): RouteCheck => {
  const { dist, size, ready, due, service, demand } = inst;
  let t = ready[0] as number;
  let prev = 0;
  let distance = 0;
  let load = 0;
  const starts: number[] = [];
  let violation: string | undefined;
  for (const c of route) {
    const d = dist[prev * size + c] as number;
    distance += d;
    t = Math.max(t + (service[prev] as number) + d, ready[c] as number);
    if (t > (due[c] as number) + 1e-7 && !violation) {
      violation = `${inst.labels[c]} reached at ${t.toFixed(1)} after its window closes at ${due[c]}`;
    }
    starts.push(t);
    load += demand[c] as number;
    prev = c;
  }
  const back = dist[prev * size] as number;
  distance += back;
  const end = t + (service[prev] as number) + back;
  if (end > (due[0] as number) + 1e-7 && !violation) {
    violation = `returns to the depot at ${end.toFixed(1)} after it closes at ${due[0]}`;
  }
  if (load > inst.capacity + 1e-9 && !violation) {
    violation = `load ${load} exceeds capacity ${inst.capacity}`;
  }
  return { distance, load, starts, end, feasible: violation === undefined, ...(violation ? { violation } : {}) };
};

/** Rounds away floating-point noise of a sum of arcs (arcs are at most 1-decimal under the benchmark conventions). */
export const cleanDistance = (inst: VrpInstance, value: number) =>
  inst.convention === 'euclid-trunc1'
    ? Math.round(value * 10) / 10
    : inst.convention === 'euclid-nint'
      ? Math.round(value)
      : Math.round(value * 1e6) / 1e6;

export const totalDistance = (inst: VrpInstance, routes: Routes) => {
  let sum = 0;
  for (const r of routes) {
    if (r.length > 0) {
      sum += checkRoute(inst, r).distance;
    }
  }
  return cleanDistance(inst, sum);
};

/** Every customer exactly once, every route feasible, fleet respected. Returns the first problem or null. */
export const validateSolution = (inst: VrpInstance, routes: Routes): string | null => {
  const seen = new Uint8Array(inst.size);
  const used = routes.filter((r) => r.length > 0);
  if (used.length > inst.maxVehicles) {
    return `${used.length} routes exceed the fleet of ${inst.maxVehicles}`;
  }
  for (const r of used) {
    for (const c of r) {
      if (c <= 0 || c >= inst.size) {
        return `node ${c} is not a customer`;
      }
      if (seen[c]) {
        return `${inst.labels[c]} is visited twice`;
      }
      seen[c] = 1;
    }
    const check = checkRoute(inst, r);
    if (!check.feasible) {
      return check.violation ?? 'infeasible route';
    }
  }
  for (let c = 1; c < inst.size; c++) {
    if (!seen[c]) {
      return `${inst.labels[c]} is not visited`;
    }
  }
  return null;
};
