// Solver defect (false refusal), operation fuzz seed 9924: CASSOWARY_FUZZ_SEEDS=9924
// swift test --filter randomOperationSequencesMatchTheReference, minimised by the harness (6 of 114
// steps). k[30] and k[38] are nearly parallel equalities (k[38] is 0.8 k[30] in x4, and within
// 3e-4 elsewhere): with k[9], the 3x3 minors of their other columns are about 1e-3 among entries
// of 1e5 to 1e6, 1e-16 of their scale. In exact arithmetic x4 is free and the system is
// satisfiable, but only with values of about 1e16 and beyond (an estimate from those minors);
// the tableaus refuse k[46] and the re-decision in double-double (`PreciseFeasibility`) does not
// overturn the refusal. The reference LP finds a point in range that holds every constraint to 1e-9
// of its magnitudes, tighter than the solver's own `Tolerance.requiredResidual` (1e-7), so by
// the solver's own standard the constraint can be held: a false refusal. The minimised case
// fails at aeb8f8a too (before the change that surfaced it); the full 114-step sequence passed
// until the pivot floor stopped counting dummy cells (633951c), which changed the tracked
// tableau that re-decides a refusal. Found at 100x the `make test` budget (seeds 1...10000),
// the only false refusal there. Deciding it needs "holds to tolerance at moderate values", not
// exact feasibility, in the refusal's re-decision. Open (issue 10).
// Since thorough phase one counts every cost that is not zero (2026-11-27), that 6-step case is
// accepted; the full sequence still ends in the refusal, minimised now to the 8 steps below,
// where k[21] is added and removed first (so the tableau tracks equalities).
import Cassowary
import Testing

@Test func solverDefectFalseRefusalSeed9924() {
    withKnownIssue("open solver defect (issue 10): a false refusal on nearly parallel equalities") {
        let x = (0..<13).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
        }
        var k: [Int: Constraint] = [:]
        k[8] = c([(0.7, 4), (-0.7, 10)], -0.0, .lessOrEqual, .required)
        k[9] = c([(70, 0), (1, 11), (-1000, 1), (1, 1)], -14, .equal, .required)
        k[21] = c([(-2, 4)], 0, .equal, .required)
        k[30] = c([(98411.66766666668, 11), (999950.01, 5), (-333.3333333333333, 4), (-110833.33333333333, 0), (1581750, 1)], 12021566.786666665, .equal, .required)
        k[37] = c([(2, 3)], -4.444444444444445, .greaterOrEqual, .required)
        k[38] = c([(-266.66666666666663, 4), (78729.63403333334, 11), (799960.007, 5), (-88645.66666666666, 0), (1265100.3, 1)], 9617249.217333332, .equal, .required)
        k[46] = c([(1, 10), (0.6666666666666666, 3)], 200, .equal, .required)
        let solver = Solver()
        try solver.addConstraint(k[8]!)
        try solver.addConstraint(k[30]!)
        try solver.addConstraint(k[21]!)
        try solver.addConstraint(k[9]!)
        try solver.addConstraint(k[37]!)
        // Removing a required equality makes the tableau track equalities (dummy markers).
        try solver.removeConstraint(k[21]!)
        try solver.addConstraint(k[38]!)
        try solver.addConstraint(k[46]!)
    }
}
