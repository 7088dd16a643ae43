@testable import Cassowary
import Testing

/// A grid of required equalities (column widths in ratios of 1/2, 1/3, 0.7 and thirds, positions
/// chained), whose equalities are then combined ten to forty at a time, with multipliers from
/// 1e-3 to 1e3, into new required equalities, after which one original of each combination is
/// removed, so that the combinations carry the system: the "frac2" workload of a differential
/// stress run against kiwi, as a new user would write it. Such a system is ill-conditioned by
/// itself: every tableau built from it, a fresh one included, raises the solver's doubt about
/// drifted rows after the next call. The solver used to answer that doubt with a rebuild of the
/// whole tableau after every call (53 rebuilds of 3,000 rows in the stress run, ten times kiwi's
/// time); now a second opinion waits until the tableau has done as much work as one costs.
@Suite("Combined equalities (stress run against kiwi)")
struct CombinedEqualitiesTests {
    /// The system, built in `solver`: the grid with the window's width and height as edit
    /// variables, the combinations, and the removals. Returns the edit variables and the
    /// required constraints left in the solver.
    static func build(_ solver: Solver, side n: Int, seed: UInt64) throws -> (width: Variable, height: Variable, required: [Constraint]) {
        var rng = SeededGenerator(seed: seed)
        var equalities: [Constraint] = [], required: [Constraint] = []
        func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength = .required) throws {
            let c = Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: constant), relation, strength: strength)
            try solver.addConstraint(c)
            if strength.isRequired { required.append(c) }
            if strength.isRequired && relation == .equal { equalities.append(c) }
        }
        let width = Variable("width"), height = Variable("height")
        var cells: [[Variable]] = []
        for (axis, window) in [("x", width), ("y", height)] {
            let edges = (0...n).map { Variable("\(axis)\($0)") }, sizes = (0..<n).map { Variable("\(axis)w\($0)") }
            try add([(edges[0], 1)], -10, .equal)
            for j in 0..<n {
                try add([(edges[j + 1], 1), (edges[j], -1), (sizes[j], -1)], -4, .equal)
                try add([(sizes[j], 1)], -3, .greaterOrEqual)
                guard j > 0 else { continue }
                if j >= 3 && Int.random(in: 0..<5, using: &rng) == 0 {
                    try add([(sizes[j], 3), (sizes[j - 1], -1), (sizes[j - 2], -1), (sizes[j - 3], -1)], 0, .equal)
                } else {
                    let ratio = [1, 0.5, 2, 1.0 / 3, 3, 0.7, 1 / 0.7].randomElement(using: &rng)!
                    try add([(sizes[j], 1), (sizes[j - 1], -ratio)], -[0, 2, 5].randomElement(using: &rng)!, .equal)
                }
            }
            try add([(edges[n], 1), (window, -1)], 6, .lessOrEqual)
            try add([(edges[n], 1), (window, -1)], 6, .equal, .strong)
            cells.append(sizes)
        }
        for i in 0..<n {
            for j in 0..<n {
                let inner = Variable("inner\(i).\(j)")
                try add([(inner, 1), (cells[0][j], -1)], 2, .lessOrEqual)
                try add([(inner, 1)], 0, .greaterOrEqual)
                try add([(inner, 1)], -Double(Int.random(in: 0...60, using: &rng)), .equal, .weak)
            }
        }
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        let multipliers = [1.0 / 3, 0.1, 0.7, 1e-3, 1e3, 3.7, 1.0 / 7, 2.0 / 3, 1e-2, 1e2, -1.0 / 3, -0.7, -3.7]
        var combinations: [[Constraint]] = []
        for _ in 0..<10 {
            let parts = Array(equalities.shuffled(using: &rng).prefix(Int.random(in: 10...min(40, equalities.count), using: &rng)))
            var sum: [ObjectIdentifier: (Variable, Double)] = [:], constant = 0.0
            for part in parts {
                let k = multipliers.randomElement(using: &rng)!
                for term in part.expression.terms {
                    sum[ObjectIdentifier(term.variable), default: (term.variable, 0)].1 += k * term.coefficient
                }
                constant += k * part.expression.constant
            }
            let terms = sum.values.filter { $0.1 != 0 }.sorted { $0.0.name < $1.0.name }
            try add(terms, constant, .equal)
            combinations.append(parts)
        }
        var removed: Set<ObjectIdentifier> = []
        for parts in combinations {
            guard let original = parts.first(where: { !removed.contains(ObjectIdentifier($0)) }) else { continue }
            removed.insert(ObjectIdentifier(original))
            try solver.removeConstraint(original)
        }
        return (width, height, required.filter { !removed.contains(ObjectIdentifier($0)) })
    }

    /// A 16 x 16 grid (about 1,100 rows), resized forty times: the answers hold every required
    /// constraint, and the tableau is not rebuilt on every call.
    @Test(arguments: [UInt64(1), 2, 3])
    func resizingAnIllConditionedSystemDoesNotRebuildItOnEveryCall(seed: UInt64) throws {
        let solver = Solver()
        let (width, height, required) = try Self.build(solver, side: 16, seed: seed)
        #expect(unheld(required, in: solver).isEmpty)
        let repairs = solver.driftRepairs
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<20 {
            try solver.suggestValue(width, Double(Int.random(in: 60...400, using: &rng)))
            try solver.suggestValue(height, Double(Int.random(in: 60...400, using: &rng)))
        }
        #expect(unheld(required, in: solver).isEmpty)
        // Before, seed 2 rebuilt the tableau after every one of the 40 calls and seed 3 after
        // 18; now 0 and 6 (a second opinion is still asked once the calls have rewritten as
        // many rows as the tableau holds, and a broken required constraint is always repaired).
        #expect(solver.driftRepairs - repairs <= 10, "seed \(seed): \(solver.driftRepairs - repairs) rebuilds in 40 suggestions")
    }
}
