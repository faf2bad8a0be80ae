// A typed LP/MIP builder. Models declare variables (bounds, integrality) and linear constraints through
// handles, never through strings, and the builder writes the CPLEX LP text HiGHS reads. Names in the
// LP text are generated (`x12`, `r7`) so no user data (ids with spaces, accents) reaches the parser;
// each variable keeps a readable label for debugging.

export type VarKind = 'continuous' | 'integer' | 'binary';

export type LpVar = { readonly index: number };

/** A linear expression: a list of (coefficient, variable) terms; repeated variables are summed. */
export type LinExpr = Array<readonly [number, LpVar]>;

export type ConstraintSense = '<=' | '>=' | '=';

type VarDef = { label: string; lb: number; ub: number; kind: VarKind };
type RowDef = { terms: LinExpr; sense: ConstraintSense; rhs: number };

const fmt = (value: number) => {
  if (!Number.isFinite(value)) {
    throw new Error(`LP model: a coefficient or bound is not a finite number (${value})`);
  }
  // Enough digits for costs in cents and distances in metres; no exponent surprises for the parser.
  return Number.parseFloat(value.toPrecision(12)).toString();
};

const writeExpr = (terms: LinExpr, out: string[], indent: string) => {
  const merged = new Map<number, number>();
  for (const [coef, v] of terms) {
    merged.set(v.index, (merged.get(v.index) ?? 0) + coef);
  }
  let line = indent;
  let count = 0;
  for (const [index, coef] of merged) {
    if (coef === 0) {
      continue;
    }
    const sign = coef < 0 ? '-' : '+';
    line += ` ${sign} ${fmt(Math.abs(coef))} x${index}`;
    count += 1;
    // The LP reader accepts long lines, but short ones keep the text readable when it is dumped.
    if (count % 8 === 0) {
      out.push(line);
      line = indent;
    }
  }
  if (count === 0) {
    // An empty side is written as 0 times the first variable so the row or objective stays valid.
    line += ' 0 x0';
  }
  if (line.trim() !== '') {
    out.push(line);
  }
};

export class LpModel {
  readonly vars: VarDef[] = [];
  readonly rows: RowDef[] = [];
  sense: 'minimize' | 'maximize' = 'minimize';
  objective: LinExpr = [];
  objectiveConstant = 0;
  /** A known feasible plan (value per variable index) handed to HiGHS as its first incumbent. */
  start: Float64Array | null = null;

  addVar(label: string, options: { lb?: number; ub?: number; kind?: VarKind } = {}): LpVar {
    const kind = options.kind ?? 'continuous';
    const lb = options.lb ?? 0;
    const ub = options.ub ?? (kind === 'binary' ? 1 : Number.POSITIVE_INFINITY);
    if (lb > ub) {
      throw new Error(`LP model: variable ${label} has lower bound ${lb} above upper bound ${ub}`);
    }
    this.vars.push({ label, lb, ub, kind });
    return { index: this.vars.length - 1 };
  }

  addConstraint(terms: LinExpr, sense: ConstraintSense, rhs: number): void {
    this.rows.push({ terms, sense, rhs });
  }

  minimize(terms: LinExpr, constant = 0): void {
    this.sense = 'minimize';
    this.objective = terms;
    this.objectiveConstant = constant;
  }

  maximize(terms: LinExpr, constant = 0): void {
    this.sense = 'maximize';
    this.objective = terms;
    this.objectiveConstant = constant;
  }

  get integerCount(): number {
    return this.vars.filter((v) => v.kind !== 'continuous').length;
  }

  label(v: LpVar): string {
    return this.vars[v.index]?.label ?? `x${v.index}`;
  }

  /** The model in CPLEX LP format (the subset HiGHS reads). */
  toLpFormat(): string {
    if (this.vars.length === 0) {
      throw new Error('LP model: no variables');
    }
    const out: string[] = [this.sense === 'minimize' ? 'Minimize' : 'Maximize', ' obj:'];
    writeExpr(this.objective, out, ' ');
    out.push('Subject To');
    this.rows.forEach((row, i) => {
      out.push(` r${i}:`);
      writeExpr(row.terms, out, ' ');
      out.push(` ${row.sense} ${fmt(row.rhs)}`);
    });
    out.push('Bounds');
    // A binary with fixed bounds (a signed contract: lb = 1) is written as a bounded general integer,
    // since the Binary section would reset its bounds to [0, 1].
    const isPlainBinary = (v: VarDef) => v.kind === 'binary' && v.lb === 0 && v.ub === 1;
    this.vars.forEach((v, i) => {
      if (isPlainBinary(v)) {
        return;
      }
      const lb = v.lb === Number.NEGATIVE_INFINITY ? '-inf' : fmt(v.lb);
      const ub = v.ub === Number.POSITIVE_INFINITY ? '+inf' : fmt(v.ub);
      out.push(` ${lb} <= x${i} <= ${ub}`);
    });
    const generals = this.vars.flatMap((v, i) => (v.kind !== 'continuous' && !isPlainBinary(v) ? [`x${i}`] : []));
    const binaries = this.vars.flatMap((v, i) => (isPlainBinary(v) ? [`x${i}`] : []));
    if (generals.length > 0) {
      out.push('General');
      for (let i = 0; i < generals.length; i += 16) {
        out.push(` ${generals.slice(i, i + 16).join(' ')}`);
      }
    }
    if (binaries.length > 0) {
      out.push('Binary');
      for (let i = 0; i < binaries.length; i += 16) {
        out.push(` ${binaries.slice(i, i + 16).join(' ')}`);
      }
    }
    out.push('End');
    return out.join('\n');
  }
}

/** Sum helper: `sum(items, (it) => [coef, var])`. */
export const sum = <T>(items: Iterable<T>, term: (item: T) => readonly [number, LpVar] | null): LinExpr => {
  const out: LinExpr = [];
  for (const item of items) {
    const t = term(item);
    if (t) {
      out.push(t);
    }
  }
  return out;
};
