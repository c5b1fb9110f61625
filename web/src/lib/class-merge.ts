/**
 * Tailwind class conflict resolution for `cn()`: `mergeClasses('px-4 h-10', 'px-2')` keeps `h-10
 * px-2`, the later class of a group winning, as tailwind-merge does. tailwind-merge itself ships the
 * rules of every Tailwind utility, about 8 KB gzip of every page's first load (issue 11); this file
 * knows the groups this app's classes fall in, with tailwind-merge's algorithm (modifiers sorted,
 * `!`, `/` postfixes, groups that override others). class-merge.test.ts checks, for every class
 * written in web/src, that the result is the one tailwind-merge gives; a class of a group this file
 * does not know yet fails there, and gets a rule here.
 */

type Rule = string | ((value: string) => string);

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isArbitrary = (value: string) => value.startsWith('[');
const isTshirt = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
/** Padding and margin take a number of spacing units, px, auto or an arbitrary value (not `my-title`). */
const spacing = (group: string) => (value: string) => (/^(\d+(\.\d+)?|px|auto|\[.+\])$/.test(value) ? group : '');

/** Prefixes that are also a class by themselves (`border`, `rounded`, `shadow`…). */
const BARE = new Set(['border', 'ring', 'shadow', 'outline', 'rounded', 'divide-x', 'divide-y', 'drop-shadow', 'transition', 'backdrop-blur', 'grow', 'shrink', 'resize']);

/** Class names that are a group by themselves. */
const EXACT: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex table inline-table table-row table-cell flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'border-collapse': 'border-collapse border-separate',
  'ring-w-inset': 'ring-inset',
})) {
  for (const name of names.split(' ')) EXACT[name] = group;
}

const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const ROUNDED_SIDES = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];
const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];

/** Width when the value is a number (or empty, or an arbitrary length), else colour. */
const widthOrColor = (width: string, color: string) => (value: string) =>
  value === '' || isNumber(value) || /^\[\d/.test(value) ? width : color;

/** Class prefixes (the part before the value) and the group of each, or how the value decides it. */
const PREFIX: Record<string, Rule> = {
  bg: (value) =>
    /^\[(image:|url:)?(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(/.test(value)
      ? 'bg-image'
      : 'bg-color',
  border: (value) => (LINE_STYLES.includes(value) ? 'border-style' : widthOrColor('border-w', 'border-color')(value)),
  content: (value) => (isArbitrary(value) || value === 'none' ? 'content' : 'align-content'),
  'drop-shadow': (value) => (value === '' || isTshirt(value) || value === 'none' ? 'drop-shadow' : 'drop-shadow-color'),
  divide: (value) => (LINE_STYLES.includes(value) ? 'divide-style' : 'divide-color'),
  flex: (value) =>
    /^(row|col)(-reverse)?$/.test(value) ? 'flex-direction' : /^(wrap|wrap-reverse|nowrap)$/.test(value) ? 'flex-wrap' : 'flex',
  font: (value) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value) ? 'font-weight' : 'font-family',
  list: (value) => (value === 'inside' || value === 'outside' ? 'list-style-position' : 'list-style-type'),
  object: (value) => (/^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position'),
  outline: (value) => (LINE_STYLES.includes(value) ? 'outline-style' : widthOrColor('outline-w', 'outline-color')(value)),
  ring: widthOrColor('ring-w', 'ring-color'),
  'ring-offset': (value) => (isNumber(value) ? 'ring-offset-w' : 'ring-offset-color'),
  self: (value) => (/^(auto|start|end|center|stretch|baseline)$/.test(value) ? 'align-self' : ''),
  shadow: (value) => (value === '' || value === 'none' || isTshirt(value) ? 'shadow' : 'shadow-color'),
  snap: (value) =>
    /^(x|y|both|none)$/.test(value) ? 'snap-type' : /^(mandatory|proximity)$/.test(value) ? 'snap-strictness' : 'snap-align',
  text: (value) =>
    /^(left|center|right|justify|start|end)$/.test(value)
      ? 'text-alignment'
      : /^(wrap|nowrap|balance|pretty)$/.test(value)
        ? 'text-wrap'
        : value === 'base' || isTshirt(value) || /^\[\d/.test(value)
          ? 'font-size'
          : 'text-color',
  animate: (value) => (/^(none|spin|ping|pulse|bounce)$/.test(value) || isArbitrary(value) ? 'animate' : ''),
};
// Prefixes that name their group.
for (const name of (
  'aspect basis bottom cursor delay duration divide-x divide-y fill gap gap-x gap-y grid-cols grid-rows grow shrink h ' +
  'inset inset-x inset-y leading left line-clamp max-h max-w min-h min-w opacity order outline-offset overflow overflow-x ' +
  'overflow-y pointer-events resize appearance right rotate rounded scale select size space-x space-y top tracking ' +
  'transition translate-x translate-y underline-offset w whitespace break wrap z backdrop-blur scroll-p scroll-px scroll-py ' +
  // Logical insets (start/end, issue 18's right-to-left preparation), accent colours, scroll margins.
  'start end accent scroll-mt'
).split(' ')) {
  PREFIX[name] = name;
}
// Prefixes whose group tailwind-merge names otherwise.
for (const pair of 'col-span=col-start-end row-span=row-start-end from=gradient-from via=gradient-via to=gradient-to items=align-items justify=justify-content align=vertical-align'.split(' ')) {
  const [prefix = '', group = ''] = pair.split('=');
  PREFIX[prefix] = group;
}
for (const box of ['p', 'm']) {
  PREFIX[box] = spacing(box);
  for (const side of SIDES) PREFIX[box + side] = spacing(box + side);
}
for (const side of SIDES) {
  PREFIX[`border-${side}`] = widthOrColor(`border-w-${side}`, `border-color-${side}`);
  BARE.add(`border-${side}`);
}
for (const side of ROUNDED_SIDES) {
  PREFIX[`rounded-${side}`] = `rounded-${side}`;
  BARE.add(`rounded-${side}`);
}

const INSET_X = ['start', 'end', 'right', 'left'];
/** Groups whose class also overrides the classes of other groups (tailwind-merge's list, trimmed). */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'bottom', ...INSET_X],
  'inset-x': INSET_X,
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'scroll-p': ['scroll-px', 'scroll-py'],
};
for (const box of ['p', 'm']) {
  OVERRIDES[box] = SIDES.map((side) => box + side);
  OVERRIDES[`${box}x`] = [`${box}s`, `${box}e`, `${box}r`, `${box}l`];
  OVERRIDES[`${box}y`] = [`${box}t`, `${box}b`];
}
for (const kind of ['border-w', 'border-color']) {
  OVERRIDES[kind] = SIDES.map((side) => `${kind}-${side}`);
  OVERRIDES[`${kind}-x`] = [`${kind}-s`, `${kind}-e`, `${kind}-r`, `${kind}-l`];
  OVERRIDES[`${kind}-y`] = [`${kind}-t`, `${kind}-b`];
}
OVERRIDES.rounded = ROUNDED_SIDES.map((side) => `rounded-${side}`);
for (const [side, corners] of Object.entries({ s: 'ss es', e: 'se ee', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' })) {
  OVERRIDES[`rounded-${side}`] = corners.split(' ').map((corner) => `rounded-${corner}`);
}

/** The group of a class without its modifiers, or '' for a class that is not Tailwind's. */
function groupOf(name: string): string {
  // An arbitrary property such as [overflow-wrap:anywhere] conflicts only with the same property.
  const property = /^\[([a-z-]+):.+\]$/.exec(name);
  if (property) return `arbitrary..${property[1]}`;
  const base = name.startsWith('-') ? name.slice(1) : name;
  if (EXACT[base]) return EXACT[base];
  const rule = (prefix: string, value: string) => {
    const found = PREFIX[prefix];
    return found === undefined ? undefined : typeof found === 'string' ? found : found(value);
  };
  if (BARE.has(base)) return rule(base, '') ?? '';
  // The longest prefix that has a rule; a '-' inside an arbitrary value [...] never ends one.
  const plain = base.split('[')[0] ?? '';
  for (let end = plain.lastIndexOf('-'); end > 0; end = plain.lastIndexOf('-', end - 1)) {
    const group = rule(base.slice(0, end), base.slice(end + 1));
    if (group !== undefined) return group;
  }
  return '';
}

/** Modifiers that change meaning with their order keep it; the others are sorted (as tailwind-merge does). */
const ORDER_SENSITIVE = ['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'];

function sortModifiers(modifiers: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDER_SENSITIVE.includes(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else {
      run.push(modifier);
    }
  }
  return [...sorted, ...run.sort()];
}

/** Splits `md:hover:!px-4/50` into modifiers, `!`, the class and whether a `/` postfix follows it. */
function parse(token: string) {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix = -1;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === ':') {
      modifiers.push(token.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && char === '/') postfix = index;
  }
  let name = token.slice(start);
  const important = name.endsWith('!') || name.startsWith('!');
  if (important) name = name.endsWith('!') ? name.slice(0, -1) : name.slice(1);
  const cut = postfix > start ? postfix - start - (token[start] === '!' ? 1 : 0) : -1;
  return { modifiers, important, name, cut };
}

/** The classes of a space-separated list, each class that a later one overrides left out. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classList.trim().split(/\s+/);
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as string;
    const { modifiers, important, name, cut } = parse(token);
    // `bg-black/65` is bg-black with an opacity; `w-1/2` is read the same way and still a width.
    const group = (cut > 0 && groupOf(name.slice(0, cut))) || groupOf(name);
    if (!group) {
      kept.push(token);
      continue;
    }
    const scope = sortModifiers(modifiers).join(':') + (important ? '!' : '');
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of OVERRIDES[group] ?? []) taken.add(scope + other);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
