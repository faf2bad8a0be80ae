// Readers for the benchmark formats. They take file text (no I/O) and return the common instance.
import { buildInstance, type DistanceConvention, type NodeInput, type VrpInstance } from './instance';

/**
 * Solomon VRPTW text: a VEHICLE block (NUMBER CAPACITY) and a CUSTOMER table
 * (no, x, y, demand, ready, due, service); customer 0 is the depot. The CVRPLIB best-knowns of this
 * set use distances truncated to one decimal (DIMACS), hence the default convention.
 */
export const parseSolomon = (text: string, convention: DistanceConvention = 'euclid-trunc1'): VrpInstance => {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? 'solomon';
  const vehicleAt = lines.findIndex((l) => /^VEHICLE$/i.test(l));
  let vehicles = Number.NaN;
  let capacity = Number.NaN;
  for (let i = vehicleAt + 1; vehicleAt >= 0 && i < lines.length; i++) {
    const parts = (lines[i] ?? '').split(/\s+/).map(Number);
    if (parts.length >= 2 && parts.every((p) => Number.isFinite(p))) {
      [vehicles, capacity] = parts as [number, number];
      break;
    }
  }
  if (!Number.isFinite(vehicles) || !Number.isFinite(capacity)) {
    throw new Error('Solomon file: no VEHICLE block with NUMBER and CAPACITY');
  }
  const customerAt = lines.findIndex((l) => /^CUSTOMER$/i.test(l));
  if (customerAt < 0) {
    throw new Error('Solomon file: no CUSTOMER table');
  }
  const nodes: NodeInput[] = [];
  for (let i = customerAt + 1; i < lines.length; i++) {
    const parts = (lines[i] ?? '').split(/\s+/);
    if (parts.length < 7) {
      continue;
    }
    const v = parts.slice(0, 7).map(Number);
    if (!v.every((p) => Number.isFinite(p))) {
      continue;
    }
    const [no, x, y, demand, ready, due, service] = v as [number, number, number, number, number, number, number];
    if (no !== nodes.length) {
      throw new Error(`Solomon file: customer ${no} out of order (expected ${nodes.length})`);
    }
    nodes.push({ label: no === 0 ? 'Depot' : String(no), x, y, demand, ready, due, service });
  }
  return buildInstance({ name, nodes, capacity, maxVehicles: vehicles, convention, hasTimeWindows: true });
};

/**
 * CVRPLIB / TSPLIB `.vrp` (types CVRP, EUC_2D): header `KEY : value`, NODE_COORD_SECTION,
 * DEMAND_SECTION, DEPOT_SECTION. Nodes are renumbered so that the depot is 0. The fleet is left
 * unbounded, as CVRPLIB's best-knowns do.
 */
export const parseCvrplib = (text: string): VrpInstance => {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const header = new Map<string, string>();
  const coords = new Map<number, [number, number]>();
  const demands = new Map<number, number>();
  const depots: number[] = [];
  let section = '';
  for (const line of lines) {
    if (line.length === 0 || line === 'EOF') {
      continue;
    }
    const kv = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (kv) {
      header.set(kv[1] as string, (kv[2] as string).trim().replace(/^"|"$/g, ''));
      section = '';
      continue;
    }
    if (/^[A-Z_]+_SECTION$/.test(line.split(/\s+/)[0] ?? '')) {
      section = line.split(/\s+/)[0] as string;
      continue;
    }
    const parts = line.split(/\s+/).map(Number);
    if (section === 'NODE_COORD_SECTION' && parts.length >= 3) {
      coords.set(parts[0] as number, [parts[1] as number, parts[2] as number]);
    } else if (section === 'DEMAND_SECTION' && parts.length >= 2) {
      demands.set(parts[0] as number, parts[1] as number);
    } else if (section === 'DEPOT_SECTION' && (parts[0] as number) > 0) {
      depots.push(parts[0] as number);
    }
  }
  const edgeType = header.get('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  if (edgeType !== 'EUC_2D') {
    throw new Error(`CVRPLIB file: EDGE_WEIGHT_TYPE ${edgeType} is not supported (EUC_2D only)`);
  }
  const capacity = Number(header.get('CAPACITY'));
  const dimension = Number(header.get('DIMENSION'));
  if (!Number.isFinite(capacity) || capacity <= 0) {
    throw new Error('CVRPLIB file: no CAPACITY');
  }
  if (coords.size !== dimension || demands.size !== dimension) {
    throw new Error(`CVRPLIB file: DIMENSION ${dimension} but ${coords.size} coordinates and ${demands.size} demands`);
  }
  const depot = depots[0] ?? 1;
  const ids = [depot, ...[...coords.keys()].filter((id) => id !== depot).sort((a, b) => a - b)];
  const nodes: NodeInput[] = ids.map((id) => {
    const [x, y] = coords.get(id) as [number, number];
    return {
      label: id === depot ? 'Depot' : String(id - 1),
      x,
      y,
      demand: demands.get(id) ?? 0,
      ready: 0,
      due: Number.POSITIVE_INFINITY,
      service: 0,
    };
  });
  return buildInstance({
    name: header.get('NAME') ?? 'cvrp',
    nodes,
    capacity,
    maxVehicles: Number.POSITIVE_INFINITY,
    convention: 'euclid-nint',
    hasTimeWindows: false,
  });
};

export type BestKnown = {
  set: string;
  instance: string;
  value: number;
  routes: number;
  convention: string;
  file: string;
};

/** best-known-values.csv of the shared benchmark folder (quoted CSV). */
export const parseBestKnown = (text: string): BestKnown[] => {
  const rows: BestKnown[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (line.trim().length === 0) {
      continue;
    }
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') {
        quoted = !quoted;
      } else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += ch;
      }
    }
    cells.push(cell);
    const [set, instance, value, routes, convention, , file] = cells;
    rows.push({
      set: set ?? '',
      instance: instance ?? '',
      value: Number(value),
      routes: Number(routes),
      convention: convention ?? '',
      file: file ?? '',
    });
  }
  return rows;
};

/** A `.sol` file (`Route #k: a b c`, `Cost N`): customer numbers as in the file (CVRPLIB numbers customers 1..n). */
export const parseSolution = (text: string): { routes: number[][]; cost: number | null } => {
  const routes: number[][] = [];
  let cost: number | null = null;
  for (const line of text.split(/\r?\n/)) {
    const r = /^Route\s*#\d+\s*:\s*(.*)$/i.exec(line.trim());
    if (r) {
      routes.push((r[1] as string).trim().split(/\s+/).filter(Boolean).map(Number));
      continue;
    }
    const c = /^Cost\s+([\d.]+)/i.exec(line.trim());
    if (c) {
      cost = Number(c[1]);
    }
  }
  return { routes, cost };
};
