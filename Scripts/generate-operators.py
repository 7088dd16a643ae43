#!/usr/bin/env python3
"""Writes Sources/Mortar/DSL/MortarOperators.swift: the DSL's precedence groups and operator
declarations (|=| |>| |<| ~ !) and the relation operators |=| |>| |<| over every pairing in FORMS
(one overload per form and relation), and unavailable overloads for the tuple misuse in MISUSE,
whose messages say what the left side takes (the DSL matrix's misuse tests read them from here,
Scripts/generate-dsl-matrix.py). The arithmetic, inset and priority functions themselves are
written by hand in MortarArithmetic.swift.

    Scripts/generate-operators.py [OUTPUT]

OUTPUT defaults to Sources/Mortar/DSL/MortarOperators.swift in this script's repository, from
any working directory (`make generate` and `make check-generated` run it)."""

import os
import sys

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Sources', 'Mortar', 'DSL', 'MortarOperators.swift')

RELATIONS = [("|=|", "equal", "equals"), ("|>|", "greaterOrEqual", "is at least"), ("|<|", "lessOrEqual", "is at most")]
T2 = "(any MortarTupleElement, any MortarTupleElement)"
T4 = "(any MortarTupleElement, any MortarTupleElement, any MortarTupleElement, any MortarTupleElement)"

# (generic params, lhs type, rhs type, body using `lhs`, `rhs`, `rel`)
FORMS = [
    ("<S>", "MortarAttribute<S>", "MortarAttribute<S>", "relate(lhs.erased, rel, rhs.erased, into: &c)"),
    ("<S>", "MortarAttribute<S>", "any TermLayoutItem", "relate(lhs.erased, rel, bare(rhs), into: &c)"),
    ("<S>", "any TermLayoutItem", "MortarAttribute<S>", "relate(bare(lhs), rel, rhs.erased, into: &c)"),
    ("", "any TermLayoutItem", "any TermLayoutItem", "relate(bare(lhs), rel, bare(rhs), into: &c)"),
    ("<S>", "MortarAttribute<S>", "MortarAttribute<MortarImplicit>", "relate(lhs.erased, rel, rhs.erased, into: &c)"),
    ("", "any TermLayoutItem", "MortarAttribute<MortarImplicit>", "relate(bare(lhs), rel, rhs.erased, into: &c)"),
    # Numbers of any MortarNumber type: one generic overload, not one per type, so a literal
    # still finds a single candidate (as Int) and Int variables work as Double ones do.
    ("<S, N: MortarNumber>", "MortarAttribute<S>", "N", "relate(lhs.erased, rel, .constant(rhs.mortarValue), into: &c)"),
    ("<S>", "MortarAttribute<S>", "MortarConstant", "relate(lhs.erased, rel, .constant(rhs.value, priority: rhs.priority), into: &c)"),
    ("<A, B>", "MortarAttribute<MortarPair<A, B>>", T2, "relate(lhs.erased, rel, tuple: [rhs.0, rhs.1], into: &c)"),
    ("<A, B, C, D>", "MortarAttribute<MortarQuad<A, B, C, D>>", T4, "relate(lhs.erased, rel, tuple: [rhs.0, rhs.1, rhs.2, rhs.3], into: &c)"),
    # Arrays: index-wise between arrays, each element against a single side otherwise. A tuple
    # with a priority (`(7, 11) ! .low`) is a tuple too, so the tuple forms take it on both.
    ("<S>", "[MortarAttribute<S>]", "[MortarAttribute<S>]", "pairwise(lhs.map(\\.erased), rel, rhs.map(\\.erased), into: &c)"),
    ("<S>", "MortarAttribute<S>", "[MortarAttribute<S>]", "for r in rhs { relate(lhs.erased, rel, r.erased, into: &c) }"),
    ("<S>", "[MortarAttribute<S>]", "MortarAttribute<S>", "for l in lhs { relate(l.erased, rel, rhs.erased, into: &c) }"),
    ("<S>", "[MortarAttribute<S>]", "any TermLayoutItem", "for l in lhs { relate(l.erased, rel, bare(rhs), into: &c) }"),
    ("<S>", "[MortarAttribute<S>]", "MortarAttribute<MortarImplicit>", "for l in lhs { relate(l.erased, rel, rhs.erased, into: &c) }"),
    ("<S, N: MortarNumber>", "[MortarAttribute<S>]", "N", "for l in lhs { relate(l.erased, rel, .constant(rhs.mortarValue), into: &c) }"),
    ("<S>", "[MortarAttribute<S>]", "MortarConstant", "for l in lhs { relate(l.erased, rel, .constant(rhs.value, priority: rhs.priority), into: &c) }"),
    ("<A, B>", "[MortarAttribute<MortarPair<A, B>>]", T2, "for l in lhs { relate(l.erased, rel, tuple: [rhs.0, rhs.1], into: &c) }"),
    ("<A, B, C, D>", "[MortarAttribute<MortarQuad<A, B, C, D>>]", T4, "for l in lhs { relate(l.erased, rel, tuple: [rhs.0, rhs.1, rhs.2, rhs.3], into: &c) }"),
    ("", "[TermView]", "any TermLayoutItem", "for l in lhs { relate(bare(l), rel, bare(rhs), into: &c) }"),
    # Bare views against an attribute (`[a, b] |=| r.m_top`, `[a, b] |=| r.m_edges ~ (1, 1, 1, 1)`):
    # each view takes the attribute the right side names, as `a |=| r.m_top` does. S may be
    # MortarImplicit (`[a, b] |=| r ! .low`), so one overload serves both.
    ("<S>", "[TermView]", "MortarAttribute<S>", "for l in lhs { relate(bare(l), rel, rhs.erased, into: &c) }"),
    ("", "[TermView]", "[TermView]", "pairwise(lhs.map { bare($0) }, rel, rhs.map { bare($0) }, into: &c)"),
    # Mixed arrays, checked when the statement runs (Mortar's [Any] catch-all).
    ("", "[any MortarRelatable]", "[any MortarRelatable]", "pairwise(erase(lhs), rel, erase(rhs), into: &c)"),
    ("", "any TermLayoutItem", "[any MortarRelatable]", "for r in erase(rhs) { relate(bare(lhs), rel, r, into: &c) }"),
]

# Unavailable overloads for tuples that cannot pair with the left side, so that swiftc says what
# the left side takes instead of "type '(Int, Int, Int, Int)' cannot conform to 'MortarNumber'".
# (generic params, lhs type, rhs type, message)
TWO = ("a two-component attribute (m_sides, m_caps, m_size, m_center, m_origin, m_cornerTL ...) takes a tuple "
       "of two: `v.m_size |=| (10, 4)`")
FOUR = ("m_edges (top, leading, bottom, trailing) and m_frame (leading, top, width, height) take a tuple of four: "
        "`v.m_frame |=| (0, 0, 10, 4)`")
ONE = "a single attribute takes a number or an attribute, not a tuple; a tuple pairs with a composite: `v.m_size |=| (10, 4)`"
BARE = "a tuple pairs with the components of the attribute on the left; name it: `v.m_size |=| (10, 4)`"
LEFT = ("a tuple goes on the right only: use a composite on the left (`v.m_origin |=| (1, 2)`) or one statement "
        "per attribute")
MISUSE = [
    ("<A, B>", "MortarAttribute<MortarPair<A, B>>", T4, TWO),
    ("<A, B>", "[MortarAttribute<MortarPair<A, B>>]", T4, TWO),
    ("<A, B, C, D>", "MortarAttribute<MortarQuad<A, B, C, D>>", T2, FOUR),
    ("<A, B, C, D>", "[MortarAttribute<MortarQuad<A, B, C, D>>]", T2, FOUR),
    ("<S: MortarSingleShape>", "MortarAttribute<S>", T2, ONE),
    ("", "any TermLayoutItem", T2, BARE),
    ("", "any TermLayoutItem", T4, BARE),
    ("<R>", T2, "R", LEFT),
    ("<R>", T4, "R", LEFT),
]

def main():
    """Writes the file (to OUTPUT, or the path given)."""
    out = ['// Generated by Scripts/generate-operators.py. Do not edit; change the generator.', '',
           'precedencegroup MortarConstraintPrecedence {', '    higherThan: AssignmentPrecedence', '    lowerThan: TernaryPrecedence', '}', '',
           'precedencegroup MortarInsetPrecedence {', '    higherThan: RangeFormationPrecedence', '    lowerThan: MultiplicationPrecedence', '}', '',
           'precedencegroup MortarPriorityPrecedence {', '    higherThan: ComparisonPrecedence', '    lowerThan: NilCoalescingPrecedence', '}', '',
           '/// Equal: the left side equals the right side.', 'infix operator |=| : MortarConstraintPrecedence',
           '/// At least: the left side is greater than or equal to the right side.', 'infix operator |>| : MortarConstraintPrecedence',
           '/// At most: the left side is less than or equal to the right side.', 'infix operator |<| : MortarConstraintPrecedence',
           '/// Inset, inward: `box.m_edges ~ (1, 2, 1, 2)`.', 'infix operator ~ : MortarInsetPrecedence',
           '/// Priority: `view.m_width |=| 40 ! .low`.', 'infix operator ! : MortarPriorityPrecedence', '']
    for op, rel, words in RELATIONS:
        out.append(f'// MARK: {op}')
        out.append('')
        for generics, lhs, rhs, body in FORMS:
            out.append(f'/// `{op}`: the left side {words} the right side.')
            out.append('@MainActor @discardableResult')
            out.append(f'public func {op} {generics}(lhs: {lhs}, rhs: {rhs}) -> MortarConstraint {{'.replace(f'{op} (', f'{op}('))
            out.append(f'    statement(.{rel}) {{ rel, c in {body} }}'.replace('relate(', 'MortarBinding.relate(').replace('pairwise(', 'MortarBinding.pairwise(').replace('bare(', 'MortarBinding.bare(').replace('erase(', 'MortarBinding.erase('))
            out.append('}')
            out.append('')
        for generics, lhs, rhs, message in MISUSE:
            out.append(f'/// Misuse of `{op}` that does not compile, with a message that says what the left side takes.')
            out.append(f'@available(*, unavailable, message: "{message}")')
            out.append('@MainActor @discardableResult')
            out.append(f'public func {op} {generics}(lhs: {lhs}, rhs: {rhs}) -> MortarConstraint {{'.replace(f'{op} (', f'{op}('))
            out.append('    fatalError("unavailable")')
            out.append('}')
            out.append('')
    out.append('''/// Runs a statement's binding and wraps what it made.
@MainActor
private func statement(_ relation: TermLayoutRelation,
                       _ build: (TermLayoutRelation, inout [TermLayoutConstraint]) -> Void) -> MortarConstraint {
    MortarSourceLocation.beginStatement()
    var constraints: [TermLayoutConstraint] = []
    build(relation, &constraints)
    return MortarConstraint(constraints)
}''')
    with open(sys.argv[1] if len(sys.argv) > 1 else OUTPUT, 'w') as file:
        file.write('\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
