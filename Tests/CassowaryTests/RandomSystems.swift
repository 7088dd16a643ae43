@testable import Cassowary

/// splitmix64: a tiny seeded generator, so every random case is reproducible from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random small constraint system: up to 6 variables and 12 constraints, all three
/// relations, several priority levels and weights, some required.
struct RandomSystem {
    let variables: [Variable]
    let reference: [RefConstraint]
    let constraints: [Constraint]

    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 501, 250, 100]

    init(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let n = Int.random(in: 1...6, using: &rng)
        let count = Int.random(in: 1...12, using: &rng)
        variables = (0..<n).map { Variable("x\($0)") }
        var reference: [RefConstraint] = []
        for _ in 0..<count {
            var coefficients = [Double](repeating: 0, count: n)
            for _ in 0..<Int.random(in: 1...min(3, n), using: &rng) {
                coefficients[Int.random(in: 0..<n, using: &rng)] = Double(Int.random(in: -3...3, using: &rng))
            }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
            let priority = RandomSystem.priorities.randomElement(using: &rng)!
            reference.append(RefConstraint(
                coefficients: coefficients,
                constant: Double(Int.random(in: -20...20, using: &rng)),
                relation: Int.random(in: -1...1, using: &rng),
                priority: priority,
                weight: priority == 1000 ? 1 : [1, 2, 0.5].randomElement(using: &rng)!))
        }
        self.reference = reference
        let variables = self.variables
        constraints = reference.map { RandomSystem.constraint($0, variables) }
    }

    /// A random required constraint over `n` variables: one to three of `coefficients`, its
    /// constant from `constant`, its relation any of the three.
    static func requiredRow(_ n: Int, coefficients: [Double], using rng: inout SeededGenerator,
                            constant: (inout SeededGenerator) -> Double) -> RefConstraint {
        var row = [Double](repeating: 0, count: n)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            row[Int.random(in: 0..<n, using: &rng)] = coefficients.randomElement(using: &rng)!
        }
        if row.allSatisfy({ $0 == 0 }) { row[0] = 1 }
        return RefConstraint(coefficients: row, constant: constant(&rng),
                             relation: Int.random(in: -1...1, using: &rng), priority: 1000, weight: 1)
    }

    static func constraint(_ c: RefConstraint, _ variables: [Variable]) -> Constraint {
        let terms = zip(variables, c.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
        let relation: Relation = c.relation == 0 ? .equal : (c.relation > 0 ? .greaterOrEqual : .lessOrEqual)
        return Constraint(Expression(terms, constant: c.constant), relation,
                          strength: Strength(priority: c.priority, weight: c.weight))
    }

    func values(_ solver: Solver) -> [Double] {
        solver.updateVariables()
        return variables.map { solver.value(of: $0) }
    }
}

/// Whether two objective vectors agree level by level within a relative tolerance.
func objectivesAgree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * (1 + abs($1)) }
}

/// Whether every required constraint holds at `x` within 1e-6.
func requiredHold(_ constraints: [RefConstraint], at x: [Double]) -> Bool {
    constraints.filter { $0.priority >= 1000 }.allSatisfy { $0.violation(at: x) <= 1e-6 }
}
