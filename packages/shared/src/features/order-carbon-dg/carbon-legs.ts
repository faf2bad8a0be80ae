import { calculateCarbon, type TCarbonMode, type TCoordinates } from '../../orders/carbon';
import { roundTo } from '../../orders/order-rules';
import { CARBON_METHOD, ORDER_CARBON_DG_MSG, type TCarbonLeg, type TOrderCarbon } from './order-carbon-dg.contract';

// The emissions of an order (calculate-carbon): its stops (origin, or the port of loading, the
// transhipment ports, the port of discharge or destination), one leg between each two, each leg's
// distance the great-circle distance between the UN/LOCODE coordinates × the mode's routing factor, and
// its well-to-wheel kg CO2e from the GLEC default intensity of the mode (packages/shared/src/orders/carbon.ts).

/** UNECE coordinates 'DDMMN DDDMME' (with or without the space) as decimal degrees. */
export const parseLocodeCoordinates = (raw: string): TCoordinates | null => {
  const match = /^(\d{2})(\d{2})([NS]) ?(\d{3})(\d{2})([EW])$/.exec(raw.trim());
  if (!match) {
    return null;
  }
  const [, latD, latM, ns, lonD, lonM, ew] = match as unknown as string[];
  const latitude = (Number(latD) + Number(latM) / 60) * (ns === 'S' ? -1 : 1);
  const longitude = (Number(lonD) + Number(lonM) / 60) * (ew === 'W' ? -1 : 1);
  return latitude > 90 || longitude > 180 ? null : { latitude, longitude };
};

export type TOrderRoute = {
  mode: string;
  originLocode: string | null;
  destinationLocode: string | null;
  portOfLoading?: string | null;
  portOfDischarge?: string | null;
  transhipmentPorts?: readonly string[];
};

/** The order's stops in travel order, repeated neighbours dropped. */
export const orderStops = (route: TOrderRoute): string[] => {
  const stops =
    route.mode === 'ocean'
      ? [
          route.portOfLoading ?? route.originLocode,
          ...(route.transhipmentPorts ?? []),
          route.portOfDischarge ?? route.destinationLocode,
        ]
      : [route.originLocode, route.destinationLocode];
  return stops.filter((s): s is string => Boolean(s)).filter((s, i, all) => i === 0 || all[i - 1] !== s);
};

export type TCarbonOutcome = { ok: true; carbon: TOrderCarbon } | { ok: false; message: string };

export const calculateOrderCarbon = (
  orderId: string,
  route: TOrderRoute,
  weightKg: number | null,
  coordinatesOf: (locode: string) => TCoordinates | null,
  now: Date = new Date(),
): TCarbonOutcome => {
  if (route.mode === 'integrated') {
    return { ok: false, message: ORDER_CARBON_DG_MSG.integrated };
  }
  if (!weightKg || weightKg <= 0) {
    return { ok: false, message: ORDER_CARBON_DG_MSG.noWeight };
  }
  const stops = orderStops(route);
  if (stops.length < 2) {
    return { ok: false, message: ORDER_CARBON_DG_MSG.noRoute };
  }
  const legs: TCarbonLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1] as string;
    const to = stops[i] as string;
    const a = coordinatesOf(from);
    if (!a) {
      return { ok: false, message: ORDER_CARBON_DG_MSG.noCoordinates(from) };
    }
    const b = coordinatesOf(to);
    if (!b) {
      return { ok: false, message: ORDER_CARBON_DG_MSG.noCoordinates(to) };
    }
    const result = calculateCarbon({ mode: route.mode as TCarbonMode, weightKg, origin: a, destination: b });
    legs.push({
      from,
      to,
      mode: result.mode,
      greatCircleKm: result.greatCircleKm ?? result.distanceKm,
      routingFactor: result.adjustment?.factor ?? 1,
      addKm: result.adjustment?.addKm ?? 0,
      distanceKm: result.distanceKm,
      tonneKm: result.tonneKm,
      gCo2ePerTonneKm: result.factor.gCo2ePerTonneKm,
      factorSource: result.factor.source,
      kgCo2e: result.kgCo2e,
    });
  }
  const sum = (pick: (leg: TCarbonLeg) => number) =>
    roundTo(
      legs.reduce((total, leg) => total + pick(leg), 0),
      3,
    );
  return {
    ok: true,
    carbon: {
      orderId,
      weightKg,
      legs,
      totalDistanceKm: sum((leg) => leg.distanceKm),
      totalTonneKm: sum((leg) => leg.tonneKm),
      totalKgCo2e: sum((leg) => leg.kgCo2e),
      method: CARBON_METHOD,
      calculatedAt: now.toISOString(),
    },
  };
};
