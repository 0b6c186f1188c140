/**
 * Performance (bench/results.md): the shell's build replaces runtime-core's semver module (about 1.3 KB
 * compressed) with this one. The runtime asks it two things: whether a shared module's version meets a
 * `requiredVersion` (every app's is the exact version, rule 4) and which of two versions is older
 * (`<=`). The ranges read: exact and partial versions, `x` and `*`, `=`, `<`, `<=`, `>`, `>=`, `^`,
 * `~`, hyphen ranges, spaces (and) and `||` (or), as the runtime's own module reads them; a version
 * with a pre-release tag is compared by its precedence, with no exclusion rule (the runtime has none).
 * shared/test/slimRuntime.test.ts holds it to the runtime's answers.
 */
type Version = { core: [number, number, number]; pre: string[] };

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
/** A version whose parts may be missing or `x`/`*` (a partial version: `1`, `1.2`, `1.x`). */
const PARTIAL = /^v?(\d+|[xX*])?(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ? match[4].split('.') : [] };
}

const identifier = (a: string, b: string): number => {
  const [numA, numB] = [/^\d+$/.test(a), /^\d+$/.test(b)];
  if (numA && numB) return Math.sign(Number(a) - Number(b));
  if (numA !== numB) return numA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Semantic versioning's precedence: the numbers, then a pre-release below its release. */
function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++)
    if (a.core[i] !== b.core[i]) return Math.sign((a.core[i] as number) - (b.core[i] as number));
  if (!a.pre.length || !b.pre.length) return Number(!a.pre.length) - Number(!b.pre.length);
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    if (a.pre[i] === undefined) return -1;
    if (b.pre[i] === undefined) return 1;
    const order = identifier(a.pre[i] as string, b.pre[i] as string);
    if (order) return order;
  }
  return 0;
}

type Bound = { op: '<' | '<=' | '>' | '>=' | '='; version: Version };
const at = (core: number[], pre: string[] = []): Version => ({ core: core as Version['core'], pre });

/** The bounds one comparator (`^1.2`, `>=1.0.0`, `1.x`, ...) stands for; undefined when it reads as none. */
function bounds(comparator: string): Bound[] | undefined {
  const match = /^(\^|~>?|[<>]=?|=)?\s*(.*)$/.exec(comparator) as RegExpExecArray;
  const op = match[1] ?? '';
  const partial = PARTIAL.exec(match[2] as string);
  if (!partial) return undefined;
  const parts = [partial[1], partial[2], partial[3]];
  // How many leading parts are numbers: 3 for a whole version, fewer for `1.2`, `1.x` or `*`.
  const given = parts.findIndex((part) => part === undefined || /[xX*]/.test(part));
  const count = given === -1 ? 3 : given;
  const core = parts.map((part, i) => (i < count ? Number(part) : 0));
  const low = at(core, count === 3 && partial[4] ? partial[4].split('.') : []);
  if (count === 0) return op === '<' || op === '>' ? [{ op, version: at([0, 0, 0]) }] : [];
  /** The first version past `low` that changes part `place` (0 major, 1 minor, 2 patch); `-0` is below its releases. */
  const past = (place: number, pre = ['0']) =>
    at(
      core.map((part, i) => (i < place ? part : i === place ? part + 1 : 0)),
      pre,
    );
  const last = count - 1;
  switch (op) {
    case '^': {
      const nonZero = core.findIndex((part, i) => i < count && part !== 0);
      return [
        { op: '>=', version: low },
        { op: '<', version: past(nonZero === -1 ? last : nonZero) },
      ];
    }
    case '~':
    case '~>':
      return [
        { op: '>=', version: low },
        { op: '<', version: past(Math.min(last, 1)) },
      ];
    case '':
    case '=':
      return count === 3
        ? [{ op: '=', version: low }]
        : [
            { op: '>=', version: low },
            { op: '<', version: past(last) },
          ];
    case '>':
      return [count === 3 ? { op: '>', version: low } : { op: '>=', version: past(last, []) }];
    case '<=':
      return [count === 3 ? { op: '<=', version: low } : { op: '<', version: past(last) }];
    default:
      return [{ op: op as Bound['op'], version: low }];
  }
}

function holds({ op, version: bound }: Bound, version: Version): boolean {
  const order = compare(version, bound);
  if (op === '=') return order === 0;
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  if (op === '>') return order > 0;
  return order >= 0;
}

export function satisfy(version: string, range: string): boolean {
  const parsed = version ? parse(version) : undefined;
  if (!parsed) return false;
  for (const alternative of range.split('||')) {
    const text = alternative.trim();
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const comparators = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : text
          .replace(/(\^|~>?|[<>]=?|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    const all = comparators.map(bounds);
    if (all.some((b) => b === undefined)) continue;
    if ((all as Bound[][]).flat().every((bound) => holds(bound, parsed))) return true;
  }
  return false;
}
