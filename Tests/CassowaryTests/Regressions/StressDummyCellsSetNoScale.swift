// A differential stress run against kiwi (workload "frac2": a grid whose required equalities
// are then combined, with multipliers from 1e-3 to 1e3, into new ones; some originals removed),
// minimised with ddmin. Once a required equality had been removed, the solver tracks equalities
// with dummy markers; the substitutions of `0.001 v50 + ... == 0` gave v50's row dummy cells of
// 1e6, and the next row dummy cells of 1e9, and `chooseSubject` measured its pivot floor against
// them: the row's real cells (1 to 4) fell under it, no external became its subject, and a
// required constraint was accepted 4.4 off (743 off after the next one). Every call after that
// rebuilt the whole tableau to repair the answer (0.5 s a suggestion beside a 3,000-constraint
// chain, against kiwi's 0.1 ms), and the rebuild, tracking too, broke it the same way. Fixed: a
// dummy's cells do not set the floor (a dummy is never a subject, and is always 0).
@testable import Cassowary
import Testing

@Suite("Dummy cells do not hide real ones (stress run against kiwi)")
struct DummyScaleTests {
    static func fixture() -> (v: [Variable], simple: [Constraint], dense: [Constraint]) {
        typealias C = (terms: [(Int, Double)], constant: Double)
        let simple: [C] = [
            ([(19, 1), (18, -0.7)], 0), ([(23, 1), (16, -1)], 0), ([(26, 1), (11, -1)], 0),
            ([(32, 1), (9, -1)], 0), ([(33, 1), (16, -1)], 0), ([(12, -1)], 0), ([(42, 1), (7, -1)], 0),
            ([(46, 1)], 0), ([(17, -1)], 0), ([(53, 1), (17, -1)], 0), ([(66, 1), (13, -1)], 0),
            ([(67, 1), (8, -1)], 0), ([(68, 1), (18, -1)], 0), ([(70, 1), (4, -1)], 0), ([(75, 1), (5, -1)], 0),
            ([(76, 1), (13, -1)], 0), ([(83, 1), (19, -1)], 0), ([(4, -1)], 0), ([(91, 1), (14, -1)], 0),
        ]
        let dense: [C] = [
            ([(26, 0.1), (11, -0.1), (53, 1000), (17, -1000), (75, -0.3333333333333333), (5, 0.3333333333333333), (50, 0.001)], 0),
            ([(19, 1000.3323333333334), (18, -700), (14, -3.701), (16, -0.6666666666666666)], -1.3373333333333333),
            ([(14, 100.23333333333333), (57, 1000), (10, -1000.1)], -400.04),
            ([(16, -1001.0333333333334), (50, 1000), (10, -3.5571428571428574), (23, 1000), (57, 3.7)], 2.891238095238095),
            ([(8, -1103.2666666666667), (23, 1000), (16, -1098.7666666666667), (13, -993.5999999999999), (14, -103.7),
              (76, 1000), (53, 100), (67, 1000)], -781.0666666666668),
            ([(18, -999.3333333333334)], 79.6),
        ]
        let v = (0..<92).map { Variable("v\($0)") }
        func make(_ c: C) -> Constraint { Constraint(Expression(c.terms.map { Term(v[$0.0], $0.1) }, constant: c.constant), .equal) }
        return (v, simple.map(make), dense.map(make))
    }

    @Test func aRequiredConstraintHoldsWhenDummyCellsDwarfItsRealOnes() throws {
        let (v, simple, dense) = Self.fixture()
        let solver = Solver()
        let first = Constraint(Expression([Term(v[90], 1)], constant: 0), .equal)
        try solver.addConstraint(first)
        try solver.removeConstraint(first)  // from here on, equalities carry dummy markers
        var added: [Constraint] = []
        for c in simple.enumerated().filter({ $0.offset != 8 }).map(\.element) + dense {
            try solver.addConstraint(c)
            added.append(c)
            #expect(unheld(added, in: solver).isEmpty, "after \(c): \(unheld(added, in: solver))")
        }
    }

    @Test func suggestionsAfterARemovalNeedNoRepair() throws {
        let (v, simple, dense) = Self.fixture()
        let solver = Solver()
        for c in simple { try solver.addConstraint(c) }
        try solver.addEditVariable(v[0], strength: .strong)
        try solver.addEditVariable(v[1], strength: .strong)
        for c in dense { try solver.addConstraint(c) }
        try solver.removeConstraint(simple[8])  // -v17 == 0
        let live = simple.enumerated().filter { $0.offset != 8 }.map(\.element) + dense
        #expect(unheld(live, in: solver).isEmpty)
        let repairs = solver.driftRepairs
        for i in 0..<20 { try solver.suggestValue(v[i % 2], Double(10 * i + 5)) }
        #expect(unheld(live, in: solver).isEmpty)
        #expect(solver.value(of: v[0]) == 185 && solver.value(of: v[1]) == 195)
        #expect(solver.driftRepairs == repairs, "\(solver.driftRepairs - repairs) rebuilds in 20 suggestions")
    }
}
