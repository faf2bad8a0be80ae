import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totalDistance, validateSolution } from './instance';
import { parseBestKnown, parseCvrplib, parseSolomon, parseSolution } from './readers';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('VRP readers', () => {
  it('reads a Solomon instance: 100 customers, 25 vehicles of capacity 200, windows and service times', () => {
    const inst = parseSolomon(fixture('C101.txt'));
    expect(inst.name).toBe('C101');
    expect(inst.size).toBe(101);
    expect(inst.capacity).toBe(200);
    expect(inst.maxVehicles).toBe(25);
    expect(inst.hasTimeWindows).toBe(true);
    expect([inst.x[0], inst.y[0], inst.due[0]]).toEqual([40, 50, 1236]);
    // Customer 1: 45 68, demand 10, window 912–967, service 90.
    expect([inst.x[1], inst.y[1], inst.demand[1], inst.ready[1], inst.due[1], inst.service[1]]).toEqual([
      45, 68, 10, 912, 967, 90,
    ]);
    expect(inst.demand.reduce((a, b) => a + b, 0)).toBe(1810);
  });

  it('reproduces the published C101 cost 827.3 with arcs truncated to one decimal, and the route set is feasible', () => {
    const inst = parseSolomon(fixture('C101.txt'));
    const sol = parseSolution(fixture('C101.sol'));
    expect(sol.routes).toHaveLength(10);
    expect(validateSolution(inst, sol.routes)).toBeNull();
    expect(totalDistance(inst, sol.routes)).toBe(827.3);
    expect(sol.cost).toBe(827.3);
    // In double precision the same routes measure 828.94 (the classic SINTEF figure).
    const exact = parseSolomon(fixture('C101.txt'), 'euclid');
    expect(totalDistance(exact, sol.routes)).toBeCloseTo(828.94, 2);
  });

  it('reads a CVRPLIB instance with the depot as node 0 and reproduces the optimum 784 with rounded arcs', () => {
    const inst = parseCvrplib(fixture('A-n32-k5.vrp'));
    expect(inst.name).toBe('A-n32-k5');
    expect(inst.size).toBe(32);
    expect(inst.capacity).toBe(100);
    expect(inst.hasTimeWindows).toBe(false);
    expect([inst.x[0], inst.y[0], inst.demand[0]]).toEqual([82, 76, 0]);
    const sol = parseSolution(fixture('A-n32-k5.sol'));
    expect(validateSolution(inst, sol.routes)).toBeNull();
    expect(totalDistance(inst, sol.routes)).toBe(784);
  });

  it('reads the X set layout: tab-separated fields, CRLF line ends, depot given in DEPOT_SECTION', () => {
    const text = [
      'NAME : \tX-tiny\t',
      'TYPE : \tCVRP\t',
      'DIMENSION : \t3\t',
      'EDGE_WEIGHT_TYPE : \tEUC_2D\t',
      'CAPACITY : \t10\t',
      'NODE_COORD_SECTION\t\t',
      '1\t0\t0',
      '2\t3\t4',
      '3\t6\t8',
      'DEMAND_SECTION\t\t',
      '1\t0',
      '2\t4',
      '3\t5',
      'DEPOT_SECTION\t\t',
      '\t1\t',
      '\t-1\t',
      'EOF',
    ].join('\r\n');
    const inst = parseCvrplib(text);
    expect(inst.name).toBe('X-tiny');
    expect(inst.size).toBe(3);
    expect(inst.capacity).toBe(10);
    expect([inst.demand[1], inst.demand[2]]).toEqual([4, 5]);
    expect(totalDistance(inst, [[1, 2]])).toBe(20);
  });

  it('rejects a file that is not an instance with a clear message', () => {
    expect(() => parseSolomon('C101\n\nCUSTOMER\n')).toThrow(/VEHICLE/);
    expect(() => parseCvrplib('NAME : x\nDIMENSION : 3\nCAPACITY : 10\n')).toThrow(/DIMENSION 3/);
  });

  it('reads the best-known values file with quoted fields', () => {
    const rows = parseBestKnown(
      'set,instance,best_known_value,routes,objective_convention,value_source,solution_file\n' +
        'solomon-100,C101,827.3,10,"distance (DIMACS: truncated to 1 decimal), routes = vehicles",src,solomon-100/C101.sol\n',
    );
    expect(rows).toEqual([
      {
        set: 'solomon-100',
        instance: 'C101',
        value: 827.3,
        routes: 10,
        convention: 'distance (DIMACS: truncated to 1 decimal), routes = vehicles',
        file: 'solomon-100/C101.sol',
      },
    ]);
  });
});
