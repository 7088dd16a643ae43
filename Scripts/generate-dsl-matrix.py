#!/usr/bin/env python3
"""Writes Tests/MortarTests/DSLMatrix/DSLCompileMatrixTests.swift: the DSL's compile matrix.

Every left-hand form Mortar's README allows (a single attribute, a composite, a bare view, an
array of views' attributes, a bare array of views, a mixed array, a layout guide) against every
right-hand form (an attribute, a bare view or guide, a constant as a literal, an `Int` or a
`Double` variable, a tuple of constants or attributes, an array, arithmetic `+ - * /`), under
each relation `|=| |>| |<|`, with and without `! priority` and `~ (insets)`. Each statement
that should compile is laid out headless and its frames are compared with frames this script
computes from the README's semantics on its own (below: `bind` and `solve`), never from the
framework's code. The forms that must not compile are type-checked in one swiftc run, each in
its own function, and each must fail with its own diagnostic. What compiles but is no form the
README allows (tuples and mixed arrays are checked when the statement runs) must report its
MortarDiagnostic.

    Scripts/generate-dsl-matrix.py [OUTPUT]

OUTPUT defaults to Tests/MortarTests/DSLMatrix/DSLCompileMatrixTests.swift in this script's
repository (`make generate` writes it, `make check-generated` compares it).

The stage: a 100x50 screen; a host view at (3, 2, 94, 46) holds the targets `a`, `b` (views) and
`g` (a guide), and the references `r`, `s` (views) and `q` (a guide) with fixed frames; the views
have layout margins (MARGINS), so a margin attribute is not its edge. Each
target has a default frame for the statement to move: its size at priority 500 and its origin at
250, so the statement (always at a higher priority) decides what it names and the defaults decide
the rest, and the optimum is unique. The defaults depend on the relation: for `|>|` they are
small and for `|<|` large, so an inequality is active and a wrong direction shows.

Pruning (so the file stays about a thousand cases, laid out in a few seconds): multipliers go on
sizes only (a multiplier on a position depends on the coordinate system, which the README leaves
open); baselines are left out (they need text); an array on the right
of a single side goes with `|>|` and `|<|` only (with `|=|` its elements would conflict); each
other left-right pair gets a `! priority` variant under one relation, rotating over the three;
the variants of a number's kind (Int, Double, Double literal) rotate over the relations too.
"""

import os
import sys
from fractions import Fraction as F

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Tests', 'MortarTests', 'DSLMatrix',
                      'DSLCompileMatrixTests.swift')

# ---------------------------------------------------------------------------------------------
# The stage (host-relative frames; the host's origin is where a bare constant is measured from).

SCREEN = (100, 50)
HOST = (3, 2, 94, 46)
REFS = {'r': (20, 6, 30, 12), 's': (56, 22, 24, 8), 'q': (8, 30, 16, 10)}    # q is a guide
TARGETS = ['a', 'b', 'g']                                                  # g is a guide
DEFAULTS = {'|=|': (1, 1, 4, 6), '|>|': (0, 0, 2, 2), '|<|': (90, 45, 80, 44)}
RELATIONS = ['|=|', '|>|', '|<|']
PRIORITIES = {'.required': 1000, '.high': 750, '900': 900, '800': 800}
STAGE_MAX = 500    # the defaults' highest priority; every statement is above it

# Integer and Double variables the statements use (declared at the top of the Swift file).
INTS = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 25]
DOUBLES = [F(3, 2), 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 25]

# Single attributes: (axis, kind); kind is start/center/end of the axis or its size. Leading and
# trailing are left and right (left to right is the default direction).
ATTRS = {
    'm_left': ('x', 'start'), 'm_right': ('x', 'end'), 'm_leading': ('x', 'start'), 'm_trailing': ('x', 'end'),
    'm_centerX': ('x', 'center'), 'm_top': ('y', 'start'), 'm_bottom': ('y', 'end'), 'm_centerY': ('y', 'center'),
    'm_width': ('x', 'size'), 'm_height': ('y', 'size'),
}
# Margin attributes: the attribute they move, and by which margin, inward; centerXWithinMargin
# and centerYWithinMargin are the centre of the rectangle inside the margins.
MARGIN_ATTRS = {
    'm_leftMargin': ('m_left', 'left', 1), 'm_rightMargin': ('m_right', 'right', -1),
    'm_leadingMargin': ('m_leading', 'left', 1), 'm_trailingMargin': ('m_trailing', 'right', -1),
    'm_centerXWithinMargin': ('m_centerX', None, 0), 'm_topMargin': ('m_top', 'top', 1),
    'm_bottomMargin': ('m_bottom', 'bottom', -1), 'm_centerYWithinMargin': ('m_centerY', None, 0),
}
# Each item's layoutMargins (top, left, bottom, right); a guide has none.
MARGINS = {'a': (1, 3, 3, 1), 'b': (1, 3, 3, 1), 'r': (2, 3, 0, 1), 's': (1, 1, 1, 1), 'g': (0, 0, 0, 0),
           'q': (0, 0, 0, 0)}


def margin_offset(item, name):
    """How far `name` (a margin attribute) is from the attribute it moves, on `item`."""
    if name not in MARGIN_ATTRS:
        return F(0)
    top, left, bottom, right = MARGINS[item]
    base, side, sign = MARGIN_ATTRS[name]
    if side is None:
        return F(left - right, 2) if ATTRS[base][0] == 'x' else F(top - bottom, 2)
    return F(sign * {'top': top, 'left': left, 'bottom': bottom, 'right': right}[side])


# Composites in Mortar 2.0.7's component order (DESIGN.md section 5), plus m_origin.
COMPOSITES = {
    'm_sides': ['m_leading', 'm_trailing'], 'm_caps': ['m_top', 'm_bottom'], 'm_size': ['m_width', 'm_height'],
    'm_center': ['m_centerX', 'm_centerY'], 'm_origin': ['m_leading', 'm_top'],
    'm_cornerTL': ['m_top', 'm_left'], 'm_cornerTR': ['m_top', 'm_right'],
    'm_cornerBL': ['m_bottom', 'm_left'], 'm_cornerBR': ['m_bottom', 'm_right'],
    'm_edges': ['m_top', 'm_leading', 'm_bottom', 'm_trailing'],
    'm_frame': ['m_leading', 'm_top', 'm_width', 'm_height'],
}
EDGES = COMPOSITES['m_edges']


def components(name):
    return COMPOSITES.get(name, [name])


def shape(attr):
    axis, kind = ATTRS[MARGIN_ATTRS.get(attr, (attr,))[0]]
    return 'size' if kind == 'size' else axis


# A sensible constant for each attribute (host-relative positions, sizes), so that tuples of
# constants make a rectangle with its edges in order.
CONST = {'m_left': 5, 'm_leading': 5, 'm_right': 25, 'm_trailing': 25, 'm_centerX': 12, 'm_top': 3, 'm_bottom': 11,
         'm_centerY': 6, 'm_width': 9, 'm_height': 5}
# Another attribute of the same shape, for `a.m_left |=| r.m_right`.
PARTNER = {'m_left': 'm_right', 'm_right': 'm_left', 'm_leading': 'm_trailing', 'm_trailing': 'm_centerX',
           'm_centerX': 'm_left', 'm_top': 'm_bottom', 'm_bottom': 'm_top', 'm_centerY': 'm_bottom',
           'm_width': 'm_height', 'm_height': 'm_width'}
COMPOSITE_PARTNER = {'m_cornerTL': 'm_cornerBR', 'm_cornerBR': 'm_cornerTL', 'm_cornerTR': 'm_cornerBL',
                     'm_cornerBL': 'm_cornerTR', 'm_origin': 'm_center', 'm_center': 'm_origin'}


# ---------------------------------------------------------------------------------------------
# Numbers and sides, with their Swift text and their meaning.

def fmt(value):
    value = F(value)
    if value.denominator == 1:
        return str(value.numerator)
    return repr(float(value))


def ident(value):
    return fmt(value).replace('.', '_').replace('-', 'minus')


class Num:
    """A number as the statement writes it: a literal (`lit`, `flit` for a Double literal), or an
    `Int` or `Double` variable."""

    def __init__(self, value, kind='lit'):
        self.value = F(value)
        self.kind = kind
        assert kind != 'int' or (self.value.denominator == 1 and int(self.value) in INTS), value
        assert kind != 'dbl' or self.value in DOUBLES, value

    @property
    def text(self):
        if self.kind == 'int':
            return f'int{ident(self.value)}'
        if self.kind == 'dbl':
            return f'dbl{ident(self.value)}'
        if self.kind == 'flit':
            return f'{float(self.value)}'
        return fmt(self.value)


KINDS = ['lit', 'int', 'dbl', 'flit']


def num(value, rotation):
    """`value` written in the number kind `rotation` picks (literal, Int, Double, Double literal)."""
    kind = KINDS[rotation % len(KINDS)]
    if kind == 'int' and (F(value).denominator != 1 or int(value) not in INTS):
        kind = 'lit'
    if kind == 'dbl' and F(value) not in DOUBLES:
        kind = 'flit'
    return Num(value, kind)


class Side:
    """One side, or one element: an item (view or guide) with components, or none (the other side
    names them); or a bare constant (no item). Multipliers and constants per component."""

    def __init__(self, text, item=None, comps=None, const=None, mult=None, prio=None, is_const=False):
        self.text, self.item, self.comps, self.prio, self.is_const = text, item, comps, prio, is_const
        self.const = const or [F(0)] * 4
        self.mult = mult or [F(1)] * 4

    def copy(self, text, **changes):
        s = Side(text, self.item, self.comps, list(self.const), list(self.mult), self.prio, self.is_const)
        for key, value in changes.items():
            setattr(s, key, value)
        return s

    @staticmethod
    def operand(n):
        """The values per component and the text of a number or a tuple of numbers."""
        if isinstance(n, (list, tuple)):
            return list(n), '(' + ', '.join(v.text for v in n) + ')'
        return [n] * 4, n.text

    def plus(self, n):
        values, text = self.operand(n)
        return self.copy(f'{self.text} + {text}', const=[c + v.value for c, v in zip(self.const, values)] + self.const[len(values):])

    def minus(self, n):
        values, text = self.operand(n)
        return self.copy(f'{self.text} - {text}', const=[c - v.value for c, v in zip(self.const, values)] + self.const[len(values):])

    def times(self, n):
        values, text = self.operand(n)
        return self.copy(f'{self.text} * {text}', mult=[m * v.value for m, v in zip(self.mult, values)] + self.mult[len(values):])

    def over(self, n):
        return self.copy(f'{self.text} / {n.text}', mult=[m / n.value for m in self.mult])

    def inset(self, values):
        """`~ (...)`: inward, so negated for right, trailing, bottom, width and height."""
        const = list(self.const)
        for i, v in enumerate(values):
            const[i] += -v.value if ATTRS[self.comps[i]][1] in ('end', 'size') else v.value
        return self.copy(f'{self.text} ~ ({", ".join(v.text for v in values)})', const=const)

    def bang(self, prio):
        return self.copy(f'{self.text} ! {prio}', prio=PRIORITIES[prio])


def attr(item, name):
    return Side(f'{item}.{name}', item, components(name))


def bare(item):
    return Side(item, item)


def const(n):
    return Side(n.text, const=[n.value] * 4, is_const=True)


class Tuple:
    def __init__(self, elements, prio=None):
        self.elements, self.prio = elements, prio

    @property
    def text(self):
        inner = '(' + ', '.join(e.text for e in self.elements) + ')'
        return inner + (f' ! {self.prio}' if self.prio else '')


class Array:
    def __init__(self, elements, text=None):
        self.elements = elements
        self.text = text or '[' + ', '.join(e.text for e in elements) + ']'


def views(items, name=None):
    """`[a, b].m_size` (with a name) or `[a, b]`."""
    if name is None:
        return Array([bare(i) for i in items])
    return Array([attr(i, name) for i in items], f'[{", ".join(items)}].{name}')


# ---------------------------------------------------------------------------------------------
# The README's semantics, written out independently of the framework: which primitive
# constraints a statement makes, and where the stage's views end up.

def frame_abs(item):
    x, y, w, h = REFS[item]
    return (F(HOST[0] + x), F(HOST[1] + y), F(w), F(h))


def value_of(item, name):
    x, y, w, h = frame_abs(item)
    axis, kind = ATTRS[MARGIN_ATTRS.get(name, (name,))[0]]
    p, l = (x, w) if axis == 'x' else (y, h)
    return {'start': p, 'end': p + l, 'center': p + l / 2, 'size': l}[kind] + margin_offset(item, name)


def bind(lhs, rel, rhs, out, tuple_prio=None):
    """Appends (target, attribute, relation, value, priority) for `lhs rel rhs` to `out`."""
    if isinstance(lhs, Array) and isinstance(rhs, Array):
        assert len(lhs.elements) == len(rhs.elements)
        for l, r in zip(lhs.elements, rhs.elements):
            bind(l, rel, r, out)
    elif isinstance(lhs, Array):
        for l in lhs.elements:
            bind(l, rel, rhs, out)
    elif isinstance(rhs, Array):
        for r in rhs.elements:
            bind(lhs, rel, r, out)
    elif isinstance(rhs, Tuple):
        assert lhs.comps and len(lhs.comps) == len(rhs.elements)
        for comp, element in zip(lhs.comps, rhs.elements):
            assert element.comps is None or len(element.comps) == 1
            single = lhs.copy(lhs.text, comps=[comp])
            bind(single, rel, element, out, tuple_prio=PRIORITIES[rhs.prio] if rhs.prio else None)
    else:
        tcomps = lhs.comps or rhs.comps or EDGES
        scomps = rhs.comps or lhs.comps or EDGES
        assert len(tcomps) == len(scomps)
        prio = rhs.prio or tuple_prio or lhs.prio or 1000
        for i, (t, s) in enumerate(zip(tcomps, scomps)):
            assert shape(t) == shape(s), (t, s)
            if rhs.item is not None:
                value = rhs.mult[i] * value_of(rhs.item, s) + rhs.const[i]
            elif shape(t) == 'size':
                value = rhs.const[i]                                  # a bare constant is the size
            else:
                value = F(HOST[0] if shape(t) == 'x' else HOST[1]) + rhs.const[i]   # an offset
            out.append((lhs.item, t, rel, value, prio))


def solve(item, rel_defaults, constraints):
    """The frame (absolute) of `item`: the statement's constraints hold; then the size is as close
    to its default (priority 500) as they allow; then the position (250). Per axis, with the
    position eliminated (Fourier-Motzkin) to find the sizes the statement allows."""
    dx, dy, dw, dh = rel_defaults
    result = []
    for axis, p0, l0 in (('x', F(HOST[0] + dx), F(dw)), ('y', F(HOST[1] + dy), F(dh))):
        lows, highs = [], []           # p >= v - k*l, p <= v - k*l as (v, k)
        lmin, lmax = None, None
        for (t, name, rel, value, prio) in constraints:
            if name in MARGIN_ATTRS:              # a margin attribute is its attribute moved
                name, value = MARGIN_ATTRS[name][0], value - margin_offset(t, name)
            if t != item or ATTRS[name][0] != axis:
                continue
            assert prio > STAGE_MAX
            kind = ATTRS[name][1]
            if kind == 'size':
                if rel in ('|=|', '|>|'):
                    lmin = value if lmin is None else max(lmin, value)
                if rel in ('|=|', '|<|'):
                    lmax = value if lmax is None else min(lmax, value)
                continue
            k = {'start': F(0), 'center': F(1, 2), 'end': F(1)}[kind]
            if rel in ('|=|', '|>|'):
                lows.append((value, k))
            if rel in ('|=|', '|<|'):
                highs.append((value, k))
        for (vl, kl) in lows:          # vl - kl*l <= vh - kh*l  <=>  (kh - kl) l <= vh - vl
            for (vh, kh) in highs:
                if kh == kl:
                    assert vl <= vh, 'contradictory statement'
                elif kh > kl:
                    bound = (vh - vl) / (kh - kl)
                    lmax = bound if lmax is None else min(lmax, bound)
                else:
                    bound = (vh - vl) / (kh - kl)
                    lmin = bound if lmin is None else max(lmin, bound)
        assert lmin is None or lmax is None or lmin <= lmax, 'contradictory statement'
        l = l0
        if lmin is not None:
            l = max(l, lmin)
        if lmax is not None:
            l = min(l, lmax)
        p = p0
        if lows:
            p = max(p, max(v - k * l for v, k in lows))
        if highs:
            p = min(p, min(v - k * l for v, k in highs))
        if lows:
            assert p >= max(v - k * l for v, k in lows), 'contradictory statement'
        assert l >= 0, f'a negative size (the framework keeps sizes non-negative): {l}'
        for edge in (p, p + l):
            assert edge - edge.__floor__() != F(1, 2), f'an edge at a half cell rounds either way: {edge}'
        result.append((p, l))
    (x, w), (y, h) = result

    def cell(v):      # round each edge on its own: floor(v + 0.5)
        return (v + F(1, 2)).__floor__()
    left, right, top, bottom = cell(x), cell(x + w), cell(y), cell(y + h)
    return (left, top, right - left, bottom - top)


# ---------------------------------------------------------------------------------------------
# The matrix.

class Case:
    def __init__(self, group, lhs, rel, rhs):
        self.group, self.lhs, self.rel, self.rhs = group, lhs, rel, rhs
        self.text = f'{lhs.text} {rel} {rhs.text}'
        constraints = []
        bind(lhs, rel, rhs, constraints)
        self.priorities = sorted(c[4] for c in constraints)
        try:
            self.frames = [solve(t, DEFAULTS[rel], constraints) for t in TARGETS]
        except AssertionError as error:
            raise AssertionError(f'{self.text}: {error}') from None
        untouched = [solve(t, DEFAULTS[rel], []) for t in TARGETS]
        assert self.frames != untouched, f'the statement changes nothing: {self.text}'


CASES = []
SEEN = set()


def add(group, lhs, rel, rhs):
    case = Case(group, lhs, rel, rhs)
    if case.text not in SEEN:
        SEEN.add(case.text)
        CASES.append(case)


def with_priority(rhs, rotation):
    """The right side with a priority (`! .high`, `! 900`, `! 800`, `! .required`, rotating)."""
    prio = ['.high', '900', '.required', '800'][rotation % 4]
    if isinstance(rhs, Tuple):
        return Tuple(rhs.elements, prio)
    if isinstance(rhs, Array):
        if any(e.prio for e in rhs.elements):
            return None                             # its elements have their own already
        return Array([with_priority(e, rotation) for e in rhs.elements])
    return rhs.bang(prio)


def add_all(group, lhs, rights, index):
    """`lhs` against each right side under each relation it suits, and every other right side
    once more with a priority (`!`), under one relation (rotating)."""
    for j, (rhs, relations) in enumerate(rights):
        for rel in relations:
            add(group, lhs, rel, rhs)
        if (index + j) % 2:
            continue                                # every other right side: the file stays small
        rel = relations[(index + j) % len(relations)]
        prioritised = with_priority(rhs, index + j)
        if prioritised is not None:
            add(group, lhs, rel, prioritised)


ALL = RELATIONS
INEQUALITIES = ['|>|', '|<|']


def rotate(i):
    """One relation, a different one for each neighbouring attribute: for variants (a number's
    kind, a second tuple) that need not meet every relation with every attribute."""
    return [RELATIONS[i % 3]]


def single_rights(name, i):
    """Right sides for a single attribute `name`."""
    ref = 'q' if i % 3 == 2 else 'r'                     # a guide as the reference now and then
    rights = [
        (attr(ref, name), ALL),
        (attr('s', PARTNER[name]), ALL),
        (bare(ref), ALL),
        (const(Num(CONST[name])), ALL),
        (const(Num(CONST[name] if CONST[name] in INTS else 2, 'int')), rotate(i)),
        (const(Num(CONST[name] if F(CONST[name]) in DOUBLES else 3, 'dbl')), rotate(i + 1)),
        (const(Num(CONST[name], 'flit')), rotate(i + 2)),
        (attr(ref, name).plus(num(2, i)), ALL),
        (attr('r', name).minus(num(3, i + 1)), rotate(i)),
        (Array([attr('r', name), attr('s', name)]), INEQUALITIES),
    ]
    if ATTRS[name][1] == 'size':
        rights += [
            (attr('r', name).times(num(2, i)), ALL),
            (attr('s', name).over(num(2, i + 1)), ALL),
            (attr(ref, name).times(Num(F(3, 2), 'dbl' if i % 2 else 'flit')).plus(num(1, i + 2)), ALL),
        ]
    else:
        rights.append((attr(ref, name).minus(num(1, i + 2)), ['|=|']))
    return rights


def composite_tuple(name, rotation, kinds=None):
    comps = COMPOSITES[name]
    return Tuple([const(num(CONST[c], rotation + k)) for k, c in enumerate(comps)])


def composite_rights(name, i):
    comps = COMPOSITES[name]
    ref = 'q' if i % 3 == 1 else 'r'
    small = [num(v, i + k) for k, v in enumerate([1, 2, 1, 2][:len(comps)])]
    rights = [
        (attr(ref, name), ALL),
        (bare(ref), ALL),
        (composite_tuple(name, i), ALL),
        (composite_tuple(name, i + 1), rotate(i)),
        (composite_tuple(name, i + 2), rotate(i + 1)),
        (Tuple([attr('r', comps[0])] + [const(num(CONST[c], i)) for c in comps[1:]]), ALL),
        (attr(ref, name).plus(num(2, i)), rotate(i + 2)),
        (attr('r', name).minus(small), rotate(i + 1)),
        (attr('s', name).plus(small), rotate(i)),
        (attr('r', name).inset(small), ALL),
        (Array([attr('r', name), attr('s', name)]), INEQUALITIES),
    ]
    if name in COMPOSITE_PARTNER:
        rights.append((attr('s', COMPOSITE_PARTNER[name]), rotate(i + 2)))
    if all(ATTRS[c][1] == 'size' for c in comps):          # m_size: a scalar, and multipliers
        rights += [
            (const(Num(7)), ALL), (const(Num(7, 'int')), ALL), (const(Num(7, 'dbl')), ALL),
            (const(Num(7, 'flit')), ['|=|']),
            (attr('r', name).times(num(2, i)), ALL), (attr('r', name).over(Num(2, 'dbl')), ALL),
            (attr('s', name).times([Num(2), Num(3)]).plus([Num(10), Num(10)]), ALL),
            (attr(ref, name).times([Num(2, 'int'), Num(3, 'dbl')]).plus([Num(1, 'dbl'), Num(2, 'int')]), ALL),
            (Tuple([attr('r', 'm_height').bang('.high'), attr('r', 'm_width').plus(Num(20)).bang('800')]), ['|=|']),
        ]
    else:                                                   # a scalar offsets every component
        rights.append((const(num(4, i)), ['|=|']))
    return rights


def build():
    for i, name in enumerate(ATTRS):
        add_all('single', attr('a', name), single_rights(name, i), i)
    for i, name in enumerate(COMPOSITES):
        add_all('composite', attr('a', name), composite_rights(name, i), i)
        add('composite', attr('a', name), '|=|', Tuple(composite_tuple(name, i + 1).elements, '.required'))

    # A bare view: m_edges unless the right side names the attribute.
    implicit = [
        (bare('r'), ALL), (bare('q'), ALL), (attr('r', 'm_edges'), ALL), (attr('s', 'm_top'), ALL),
        (attr('r', 'm_size'), ALL), (attr('q', 'm_center'), ALL), (attr('r', 'm_sides'), ALL),
        (attr('r', 'm_edges').inset([Num(1), Num(2, 'int'), Num(1, 'dbl'), Num(2)]), ALL),
        (attr('s', 'm_top').plus(Num(2)), ALL), (attr('r', 'm_width').times(Num(F(3, 2), 'dbl')), ALL),
        (attr('r', 'm_top').times(Num(1)).plus(Num(20)), ALL),
        (Array([attr('r', 'm_top'), attr('s', 'm_left'), attr('r', 'm_size')]), ALL),
        (Array([attr('r', 'm_caps').bang('.high'), attr('s', 'm_sides').bang('900')]), ALL),
        (Array([bare('r'), bare('s')]), INEQUALITIES),
    ]
    for i, item in enumerate(['a', 'g']):
        add_all('implicit', bare(item), implicit, i)

    # Arrays of views' attributes, bare arrays of views, mixed arrays.
    arrays = [
        (views(['a', 'b'], 'm_size'), [
            (const(Num(7)), ALL), (const(Num(7, 'int')), ALL), (const(Num(7, 'dbl')), ALL),
            (Tuple([const(Num(7)), const(Num(11))]), ALL),
            (Tuple([const(Num(7, 'int')), const(Num(11, 'int'))]), ALL),
            (Tuple([const(Num(7, 'dbl')), const(Num(11))]), ALL),
            (Tuple([const(Num(7)), const(Num(11))], '.required'), ['|=|']),
            (Tuple([const(Num(7, 'int')), const(Num(11, 'dbl'))], '.high'), ['|=|']),
            (bare('r'), ALL), (attr('s', 'm_size'), ALL), (attr('r', 'm_size').times(Num(2, 'int')), ALL),
            (attr('q', 'm_size').plus([Num(1), Num(2, 'dbl')]), ALL),
            (Array([attr('r', 'm_size'), attr('s', 'm_size')]), ALL),
        ]),
        (views(['a', 'b'], 'm_centerY'), [(bare('r'), ALL), (attr('s', 'm_top'), ALL), (const(Num(9, 'int')), ALL)]),
        (views(['a', 'b'], 'm_height'), [(bare('q'), ALL), (attr('s', 'm_width').over(Num(2)), ALL)]),
        (views(['a', 'b'], 'm_left'), [(Array([attr('r', 'm_left'), attr('s', 'm_right')]), ALL),
                                       (const(Num(2, 'dbl')), ALL), (attr('r', 'm_right').plus(Num(1, 'int')), ALL)]),
        (views(['a', 'b'], 'm_edges'), [(bare('r'), ALL), (attr('r', 'm_edges').inset([Num(1)] * 4), ALL),
                                        (Tuple([const(Num(v, 'int')) for v in (1, 2, 9, 12)]), ALL)]),
        (views(['a', 'b'], 'm_frame'), [(Tuple([const(Num(v)) for v in (2, 3, 10, 4)], '.high'), ['|=|']),
                                             (bare('s'), ALL)]),
        (views(['a', 'b']), [(bare('r'), ALL), (Array([bare('r'), bare('s')]), ALL),
                             (attr('s', 'm_top'), ALL), (attr('r', 'm_size'), ALL),
                             (attr('r', 'm_edges').inset([Num(1), Num(2), Num(1), Num(2)]), ALL)]),
        (Array([attr('a', 'm_sides'), attr('a', 'm_bottom'), attr('a', 'm_height')]),
         [(Array([bare('r'), bare('r'), const(Num(6))]), ALL),
          (Array([bare('s'), attr('r', 'm_bottom'), const(Num(6, 'dbl'))]), ALL)]),
        (Array([attr('a', 'm_left'), bare('b')]), [(Array([attr('r', 'm_right'), bare('s')]), ALL)]),
        (Array([attr('g', 'm_size'), bare('a')]), [(Array([attr('r', 'm_size'), bare('q')]), ALL)]),
    ]
    for i, (lhs, rights) in enumerate(arrays):
        add_all('array', lhs, rights, i)

    # Margin attributes (the targets and references have margins, a guide has none).
    for i, name in enumerate(MARGIN_ATTRS):
        base = MARGIN_ATTRS[name][0]
        ref = 'q' if i % 3 == 2 else 'r'
        add_all('margin', attr('a', name), [
            (attr(ref, name), ALL), (attr('s', base), rotate(i)), (const(num(CONST[base], i)), rotate(i + 1)),
            (attr('r', name).plus(num(2, i)), rotate(i + 2)), (attr('s', PARTNER[base]), rotate(i + 1)),
        ], i)

    # A guide's attributes on the left.
    for i, name in enumerate(['m_left', 'm_bottom', 'm_width', 'm_centerY']):
        add_all('guide', attr('g', name), [r for r in single_rights(name, i) if not isinstance(r[0], Array)][:5], i)
    for i, name in enumerate(['m_edges', 'm_size', 'm_origin']):
        add_all('guide', attr('g', name), composite_rights(name, i)[:4] + composite_rights(name, i)[9:10], i)


# ---------------------------------------------------------------------------------------------
# What must not compile, each with the diagnostic swiftc gives for it (one of the errors on its
# line; swiftc may add others, such as generic parameters it could not infer).

def unavailable(op, message):
    """The error for an overload Scripts/generate-operators.py marks unavailable for misuse."""
    return f"'{op}' is unavailable: {message}"


def load_operators():
    """generate-operators.py as a module, for its misuse messages (the two must agree)."""
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'generate-operators.py')
    spec = importlib.util.spec_from_file_location('generate_operators', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


OPERATORS = load_operators()


def misuse():
    op = "binary operator '{}' cannot be applied to operands of type '{}' and '{}'"
    convert = "cannot convert value of type '{}' to expected argument type '({})'"
    X, Y, S = 'MortarAttribute<MortarX>', 'MortarAttribute<MortarY>', 'MortarAttribute<MortarSize>'
    return [
        # an axis mixed with the other
        ('a.m_top |=| r.m_left', op.format('|=|', Y, X)),
        ('a.m_left |>| s.m_centerY', op.format('|>|', X, Y)),
        ('a.m_centerX |<| r.m_bottom + 2', op.format('|<|', X, Y)),
        ('g.m_leading |=| q.m_top - int3', op.format('|=|', X, Y)),
        # a size against a position
        ('a.m_width |=| r.m_left', op.format('|=|', S, X)),
        ('a.m_top |>| r.m_height * dbl2', op.format('|>|', Y, S)),
        ('a.m_size |=| r.m_edges', op.format('|=|', 'MortarAttribute<MortarPair<MortarSize, MortarSize>>',
                                             'MortarAttribute<MortarQuad<MortarY, MortarX, MortarY, MortarX>>')),
        ('a.m_center |=| r.m_size', op.format('|=|', 'MortarAttribute<MortarPair<MortarX, MortarY>>',
                                              'MortarAttribute<MortarPair<MortarSize, MortarSize>>')),
        # composites of different shapes
        ('a.m_sides |=| r.m_caps', op.format('|=|', 'MortarAttribute<MortarPair<MortarX, MortarX>>',
                                             'MortarAttribute<MortarPair<MortarY, MortarY>>')),
        ('a.m_edges |<| r.m_frame', op.format('|<|', 'MortarAttribute<MortarQuad<MortarY, MortarX, MortarY, MortarX>>',
                                              'MortarAttribute<MortarQuad<MortarX, MortarY, MortarSize, MortarSize>>')),
        ('a.m_origin |=| r.m_cornerTL', op.format('|=|', 'MortarAttribute<MortarPair<MortarX, MortarY>>',
                                                  'MortarAttribute<MortarPair<MortarY, MortarX>>')),
        ('[a, b].m_size |=| r.m_center', op.format('|=|', '[MortarAttribute<MortarPair<MortarSize, MortarSize>>]',
                                                      'MortarAttribute<MortarPair<MortarX, MortarY>>')),
        # a tuple whose arity is not the composite's (unavailable overloads say what it takes)
        ('a.m_size |=| (1, 2, 3, 4)', unavailable('|=|', OPERATORS.TWO)),
        ('a.m_edges |=| (int1, int2)', unavailable('|=|', OPERATORS.FOUR)),
        ('a.m_frame |>| (dbl2, 3)', unavailable('|>|', OPERATORS.FOUR)),
        ('a.m_width |=| (1, 2)', unavailable('|=|', OPERATORS.ONE)),
        ('[a, b].m_size |=| (7, 11, 1, 1)', unavailable('|=|', OPERATORS.TWO)),
        # a tuple on a bare view: the left side names no components to pair with
        ('a |=| (1, 2)', unavailable('|=|', OPERATORS.BARE)),
        ('g |<| (1, 2, 3, 4)', unavailable('|<|', OPERATORS.BARE)),
        # a bare constant on a bare view (Mortar would make all four edges one offset)
        ('a |=| 5', op.format('|=|', 'TermView', 'Int')),
        ('a |>| int5', op.format('|>|', 'TermView', 'Int')),
        ('[a, b] |=| dbl5', op.format('|=|', '[TermView]', 'Double')),
        # arithmetic needs an attribute on the right (README: "Attributes must be explicitly
        # declared on the right side when arithmetic operators are used")
        ('a |=| r + 2', "cannot convert value of type 'TermView' to expected argument type 'MortarAttribute<MortarImplicit>'"),
        ('a.m_top |=| r * int2', "cannot convert value of type 'TermView' to expected argument type 'Int'"),
        # tuple arithmetic and insets need the composite's arity
        ('a.m_size |=| r.m_size + (1, 2, 3, 4)', "type '(Int, Int, Int, Int)' cannot conform to 'MortarNumber'"),
        ('a.m_edges |=| r.m_edges - (int1, int2)', "type '(Int, Int)' cannot conform to 'MortarNumber'"),
        ('a.m_edges |=| r.m_edges ~ (1, 2)', convert.format('(Int, Int)', 'any MortarNumber, ' * 3 + 'any MortarNumber')),
        ('a.m_size |=| r.m_size ~ (1, 2, 3, 4)', convert.format('(Int, Int, Int, Int)', 'any MortarNumber, any MortarNumber')),
        ('a.m_width |=| r.m_width + (1, 2)', "type '(Int, Int)' cannot conform to 'MortarNumber'"),
        ('a.m_left |=| r.m_left ~ (1, 1)', "cannot convert value of type 'MortarAttribute<MortarX>' to expected argument type "
                                            "'MortarAttribute<MortarPair<A, B>>'"),
        ('a |=| r ~ (1, 1, 1, 1)', "cannot convert value of type 'TermView' to expected argument type "
                                    "'MortarAttribute<MortarQuad<A, B, C, D>>'"),
        # a tuple on the left (the README puts tuples on the right only)
        ('(a.m_left, a.m_top) |=| (1, 2)', unavailable('|=|', OPERATORS.LEFT)),
        ('(a.m_width, a.m_height) |=| (r.m_width, r.m_height)', unavailable('|=|', OPERATORS.LEFT)),
        ('(a.m_top, a.m_leading, a.m_bottom, a.m_trailing) |<| r', unavailable('|<|', OPERATORS.LEFT)),
        # a priority is a priority
        ('a.m_width |=| 5 ! "high"', "cannot convert value of type 'String' to expected argument type 'TermPriority'"),
    ]


def reported():
    """What compiles (tuples and mixed arrays are checked when the statement runs) but is no form
    the README allows: each is a diagnostic, with the constraints the valid parts made."""
    mismatch = 'does not match component'
    return [
        # a tuple element of the wrong axis or kind
        ('a.m_center |=| (r.m_top, r.m_left)', f'tuple element 0 (m_top) {mismatch} m_centerX', 0),
        ('a.m_size |=| (r.m_width, s.m_left)', f'tuple element 1 (m_left) {mismatch} m_height', 1),
        ('a.m_origin |=| (int5, r.m_size)', f'tuple element 1 (m_width, m_height) {mismatch} m_top', 1),
        # mixed arrays pairing attributes that do not fit
        ('[a.m_size, b.m_left] |=| [r.m_width, s.m_top]', 'attribute size mismatch: 2 components against 1', 0),
        ('[a.m_left, b.m_width] |=| [r.m_right, s.m_top]',
         '.m_width cannot be related to m_top: sizes go with sizes, positions with the same axis', 1),
        ('[a, b].m_size |=| [r.m_width, s.m_height]', 'attribute size mismatch: 2 components against 1', 0),
        # arrays of different lengths
        ('[a, b] |=| [r]', 'constraining two arrays requires them to be the same length (2 and 1)', 0),
        ('[a.m_left, b] |=| [r.m_left]', 'constraining two arrays requires them to be the same length (2 and 1)', 0),
        # a multiplier that is no number
        ('a.m_width |=| r.m_width * Double.nan', 'non-finite multiplier or constant (nan, 0.0) for ', 0),
        ('a.m_size |=| r.m_size / int0', 'non-finite multiplier or constant (inf, 0.0) for ', 0),
    ]


# ---------------------------------------------------------------------------------------------
# The Swift file.

def swift_rect(frame):
    x, y, w, h = frame
    return f'R({x}, {y}, {w}, {h})'


def write(path):
    build()
    out = ['// Generated by Scripts/generate-dsl-matrix.py. Do not edit; change the generator.', '//',
           "// The DSL's compile matrix: every left-hand form Mortar's README allows against every right-hand form,",
           '// under |=| |>| |<|, with and without `!` and `~`, laid out headless against frames the generator',
           "// computed from the README's semantics; what compiles but is reported at run time, each with its",
           '// MortarDiagnostic; and the forms that must not compile, each with its diagnostic from swiftc.',
           '', 'import MortarTesting', 'import Testing', '@testable import Mortar', '']
    out.append('// Numbers in variables: an `Int` and a `Double` of each value the statements use.')
    out.append('private let (' + ', '.join(f'int{ident(v)}' for v in INTS) + '): (' + ', '.join('Int' for _ in INTS)
               + ') = (' + ', '.join(fmt(v) for v in INTS) + ')')
    out.append('private let (' + ', '.join(f'dbl{ident(v)}' for v in DOUBLES) + '): (' + ', '.join('Double' for _ in DOUBLES)
               + ') = (' + ', '.join(fmt(v) for v in DOUBLES) + ')')
    out.append('')
    out.append(f'''/// A frame on the screen.
private func R(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> TermRect {{
    TermRect(x: x, y: y, width: width, height: height)
}}

/// The stage every case runs on: targets `a`, `b` (views) and `g` (a guide) with default frames
/// for the statement to move (size at 500, origin at 250), and references `r`, `s` (views) and
/// `q` (a guide) with fixed frames, all in a host view at ({HOST[0]}, {HOST[1]}). The views have layout
/// margins (a guide has none), so the margin attributes differ from the edges.
@MainActor
private struct Stage {{
    let screen = TermScreen(width: {SCREEN[0]}, height: {SCREEN[1]})
    let host = TermView(), a = TermView(), b = TermView(), r = TermView(), s = TermView()
    let g = TermLayoutGuide(), q = TermLayoutGuide()

    init(defaults d: (x: Int, y: Int, width: Int, height: Int)) {{
        screen.root |+| [host |+| [a, b, r, s]]
        host.addLayoutGuide(g)
        host.addLayoutGuide(q)
        host.m_frame |=| ({", ".join(map(str, HOST))})
        r.m_frame |=| ({", ".join(map(str, REFS['r']))})
        s.m_frame |=| ({", ".join(map(str, REFS['s']))})
        q.m_frame |=| ({", ".join(map(str, REFS['q']))})
{chr(10).join(f'        {v}.layoutMargins = TermInsets(top: {m[0]}, left: {m[1]}, bottom: {m[2]}, right: {m[3]})' for v, m in MARGINS.items() if v in ('a', 'b', 'r', 's'))}
        for target in [a, b] as [any TermLayoutItem] + [g] {{
            target.m_size |=| (d.width, d.height) ! .medium
            target.m_origin |=| (d.x, d.y) ! .low
        }}
    }}
}}

/// Runs `statement` on a fresh stage (with the defaults for its relation) and checks the frames
/// of `a`, `b` and `g` on the screen, the priorities of the constraints it made, and that it
/// reported nothing.
@MainActor
private func check(_ relation: String, _ text: String, _ expected: [TermRect], priorities: [Double],
                   sourceLocation: SourceLocation = #_sourceLocation,
                   _ statement: (TermView, TermView, TermLayoutGuide, TermView, TermView, TermLayoutGuide) -> MortarConstraint) {{
    let defaults: [String: (x: Int, y: Int, width: Int, height: Int)] = [
{chr(10).join(f'        "{rel}": ({", ".join(map(str, d))}),' for rel, d in DEFAULTS.items())}
    ]
    let stage = Stage(defaults: defaults[relation]!)
    let (made, diagnostics) = MortarDiagnostics.capture {{ () -> MortarConstraint in
        let made = statement(stage.a, stage.b, stage.g, stage.r, stage.s, stage.q)
        stage.screen.layout()
        return made
    }}
    #expect(diagnostics.isEmpty, "\\(text): \\(diagnostics)", sourceLocation: sourceLocation)
    #expect([stage.a.frameOnScreen, stage.b.frameOnScreen, stage.g.frameOnScreen] == expected, "\\(text)",
            sourceLocation: sourceLocation)
    #expect(made.layoutConstraints.map(\\.priority.value).sorted() == priorities, "\\(text)", sourceLocation: sourceLocation)
}}
''')
    groups = {}
    for case in CASES:
        groups.setdefault(case.group, []).append(case)
    titles = {'single': 'a single attribute', 'composite': 'a composite', 'implicit': 'a bare view or guide',
              'array': 'an array', 'guide': "a guide's attributes", 'margin': 'a margin attribute'}
    total = len(CASES)
    out.append(f'/// {total} statements that compile, each laid out as the README says.')
    out.append(f'@Suite("DSL matrix: every form the README allows compiles and lays out", .serialized) @MainActor')
    out.append('struct DSLCompileMatrixTests {')
    for group, cases in groups.items():
        for rel in RELATIONS:
            chosen = [c for c in cases if c.rel == rel]
            if not chosen:
                continue
            name = {'|=|': 'Equal', '|>|': 'AtLeast', '|<|': 'AtMost'}[rel]
            out.append(f'    /// {titles[group]} on the left, `{rel}` ({len(chosen)} statements).')
            out.append(f'    @Test func {group}{name}() {{')
            for c in chosen:
                frames = ', '.join(swift_rect(f) for f in c.frames)
                prios = ', '.join(str(p) for p in c.priorities)
                text = c.text.replace('"', '\\"')
                out.append(f'        check("{rel}", "{text}", [{frames}], priorities: [{prios}]) {{ a, b, g, r, s, q in {c.text} }}')
            out.append('    }')
            out.append('')
    out[-1:] = ['}', '']

    runtime = reported()
    out.append(f'/// {len(runtime)} statements that compile but are no form the README allows (tuples and mixed arrays')
    out.append('/// are checked when the statement runs): each reports its diagnostic and binds only its valid parts.')
    out.append('@Suite("DSL matrix: what compiles but is reported") @MainActor')
    out.append('struct DSLReportedMatrixTests {')
    out.append('    @Test func eachReportsItsDiagnostic() {')
    for statement, message, made in runtime:
        m = message.replace('"', '\\"')
        out.append(f'        reported("{statement}", "{m}", made: {made}) {{ a, b, g, r, s, q in {statement} }}')
    out.append('    }')
    out.append('''
    private func reported(_ text: String, _ message: String, made count: Int, sourceLocation: SourceLocation = #_sourceLocation,
                          _ statement: (TermView, TermView, TermLayoutGuide, TermView, TermView, TermLayoutGuide) -> MortarConstraint) {
        let stage = Stage(defaults: (1, 1, 4, 6))
        let (made, diagnostics) = MortarDiagnostics.capture { statement(stage.a, stage.b, stage.g, stage.r, stage.s, stage.q) }
        #expect(diagnostics.contains { $0.message.contains(message) }, "\\(text): \\(diagnostics)", sourceLocation: sourceLocation)
        #expect(made.layoutConstraints.count == count, "\\(text)", sourceLocation: sourceLocation)
    }
}
''')

    cases = misuse()
    out.append(f'/// {len(cases)} statements that must not compile, type-checked in one swiftc run (each in its own')
    out.append('/// function, so each error maps back to its statement by line), each with its own diagnostic.')
    out.append('@Suite("DSL matrix: misuse does not compile") @MainActor')
    out.append('struct DSLMisuseMatrixTests {')
    out.append('    /// Each statement and the error swiftc must give on its line.')
    out.append('    static let misuse: [(statement: String, diagnostic: String)] = [')
    for statement, diagnostic in cases:
        s = statement.replace('\\', '\\\\').replace('"', '\\"')
        d = (diagnostic or 'TODO').replace('\\', '\\\\').replace('"', '\\"')
        out.append(f'        ("{s}", "{d}"),')
    out.append('    ]')
    out.append('''
    @Test func eachMisuseFailsWithItsDiagnostic() throws {
        var lines = ["import Mortar", "let (int1, int2, int3, int5): (Int, Int, Int, Int) = (1, 2, 3, 5)",
                     "let (dbl2, dbl5): (Double, Double) = (2, 5)"]
        var lineOf: [Int: Int] = [:]      // source line -> case
        for (i, misuse) in Self.misuse.enumerated() {
            lines.append("@MainActor func misuse\\(i)(a: TermView, b: TermView, g: TermLayoutGuide, "
                         + "r: TermView, s: TermView, q: TermLayoutGuide) {")
            lines.append("    _ = " + misuse.statement)
            lineOf[lines.count] = i
            lines.append("}")
        }
        let valid = "@MainActor func valid(a: TermView, r: TermView) { _ = a.m_size |=| r.m_size * (int2, dbl2) ! .high }"
        lines.append(valid)
        let result = try SwiftTypecheck.run(lines.joined(separator: "\\n"))
        var errors: [Int: [String]] = [:]
        for line in result.output.split(separator: "\\n") {
            // path:LINE:COLUMN: error: message
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let number = Int(parts[1]) else { continue }
            // without the diagnostic group swiftc may append (` [#ProtocolTypeNonConformance]`)
            var message = parts[4].trimmingCharacters(in: .whitespaces)
            if message.hasSuffix("]"), let group = message.range(of: " [#", options: .backwards) {
                message = String(message[..<group.lowerBound])
            }
            errors[number, default: []].append(message)
        }
        for (line, i) in lineOf.sorted(by: { $0.key < $1.key }) {
            let misuse = Self.misuse[i]
            #expect(errors[line]?.contains(misuse.diagnostic) == true,
                    "\\(misuse.statement): expected \\(misuse.diagnostic); got \\(errors[line]?.joined(separator: " / ") ?? "no error")")
        }
        let elsewhere = errors.keys.filter { lineOf[$0] == nil }.sorted()
        #expect(elsewhere.isEmpty, "errors outside the misuse lines (a broken set-up?): \\(elsewhere)\\n\\(result.output)")
    }
}''')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as file:
        file.write('\n'.join(out) + '\n')
    return CASES, cases


if __name__ == '__main__':
    compiling, failing = write(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    if os.environ.get('DSL_MATRIX_SUMMARY'):
        print(f'{len(compiling)} compiling statements, {len(failing)} misuse statements', file=sys.stderr)
