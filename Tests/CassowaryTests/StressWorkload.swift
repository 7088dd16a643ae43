import Cassowary

/// A workload of the differential stress run against kiwi of 2026-12-07, in the text form its
/// generator wrote and both its runners read, replayed on a new solver. One operation per line:
/// - `V n`: the variables `v0` ... `v(n-1)`;
/// - `C id rel priority weight strength constant (variable coefficient)*`: defines constraint
///   `id`, `constant + Σ coefficient · variable` related to 0 by `rel` (`E` ==, `L` <=, `G` >=),
///   at `Strength(priority:weight:)` (the `strength` field is kiwi's and not read here);
/// - `A id`, `R id`, `K id value`: adds, removes, or changes the constant of constraint `id`;
/// - `E variable priority weight`, `X variable`, `S variable value`: adds or removes an edit
///   variable, suggests a value;
/// - `U`: publishes the values.
struct StressWorkload {
    /// What each operation did: nil when it returned, the error when it threw.
    private(set) var outcomes: [SolverError?] = []
    let solver = Solver()
    private(set) var variables: [Variable] = []
    private(set) var constraints: [Int: Constraint] = [:]
    private let operations: [[Substring]]

    init(_ text: String) {
        operations = text.split(separator: "\n").map { $0.split(separator: " ") }.filter { !$0.isEmpty }
    }

    /// The number of operations.
    var count: Int { operations.count }

    /// Runs operations `range` (all by default), recording each outcome.
    mutating func run(_ range: Range<Int>? = nil) {
        for op in operations[range ?? 0..<operations.count] { outcomes.append(perform(op)) }
    }

    /// The constraint a line defined.
    func constraint(_ id: Int) -> Constraint { constraints[id]! }

    /// The required constraints defined that are in the solver now.
    var requiredConstraints: [Constraint] {
        constraints.sorted { $0.key < $1.key }.map(\.value).filter { $0.strength.isRequired && solver.hasConstraint($0) }
    }

    private mutating func perform(_ t: [Substring]) -> SolverError? {
        func number(_ i: Int) -> Double { Double(t[i])! }
        do throws(SolverError) {
            switch t[0] {
            case "V": variables = (0..<Int(t[1])!).map { Variable("v\($0)") }
            case "C":
                let relation: Relation = t[2] == "E" ? .equal : t[2] == "L" ? .lessOrEqual : .greaterOrEqual
                var terms: [Term] = []
                for i in stride(from: 7, to: t.count - 1, by: 2) { terms.append(Term(variables[Int(t[i])!], number(i + 1))) }
                constraints[Int(t[1])!] = Constraint(Expression(terms, constant: number(6)), relation,
                                                     strength: Strength(priority: number(3), weight: number(4)))
            case "A": try solver.addConstraint(constraint(Int(t[1])!))
            case "R": try solver.removeConstraint(constraint(Int(t[1])!))
            case "K": try solver.changeConstant(of: constraint(Int(t[1])!), to: number(2))
            case "E": try solver.addEditVariable(variables[Int(t[1])!], strength: Strength(priority: number(2), weight: number(3)))
            case "X": try solver.removeEditVariable(variables[Int(t[1])!])
            case "S": try solver.suggestValue(variables[Int(t[1])!], number(2))
            case "U": solver.updateVariables()
            default: preconditionFailure("unknown operation \(t[0])")
            }
        } catch {
            return error
        }
        return nil
    }
}
