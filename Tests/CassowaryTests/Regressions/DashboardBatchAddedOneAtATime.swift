// W7's dashboards added as one batch (`addConstraints`, the way a screen's first layout enters
// the solver). The batch's adds leave a vertex far from the optimum, whose optional
// constraints must be balanced against each other; optimised once from there, the primal
// simplex went through bases of up to 1.2 million cells (most of them rounding) at 20 rows:
// the weighted form took 8-54 s (seeds 1-3) where adding the same constraints one at a time
// takes 0.2 s, and the priorities kept apart 8 s to past 100 s where one at a time takes 1.2-1.5 s. At
// 10 rows the final optimisation substituted 4,600-16,000 times the batch's cells. Now a
// batch's final optimisation has a work ceiling (`SolverCore.batchWork`): past it the batch
// is undone and added again optimising after every add. Layout batches stay one
// optimisation: issue 14's grid of 40 × 40 boxed labels spends 0.45 times its size there,
// and one add at a time would take it 76 s.
import CassowaryWorkloads
import Testing
@testable import Cassowary

/// The weighted objective of the optional constraints (Σ weight × how far each is off) and the
/// worst required constraint's distance from holding, relative to its magnitude.
private func judged(_ system: DashboardWorkload.System, _ solver: Solver) -> (objective: Double, required: Double) {
    solver.updateVariables()
    var objective = 0.0, required = 0.0
    for constraint in system.constraints {
        let (off, magnitude) = offFromHolding(constraint, in: solver)
        if constraint.strength.isRequired {
            required = max(required, off / (1 + magnitude))
        } else {
            objective += constraint.strength.priority * constraint.strength.weight * off
        }
    }
    return (objective, required)
}

@Test(arguments: [false, true])
func dashboardBatchIsAddedOneAtATimeWhenItsOptimisationRunsLong(weighted: Bool) throws {
    let system = DashboardWorkload.system(rows: 10, seed: 2, weighted: weighted)
    let batch = Solver()
    #expect(try batch.addConstraints(system.constraints).isEmpty)
    #expect(batch.batchesAddedOneByOne == 1)
    let oneByOne = Solver()
    for constraint in system.constraints { try oneByOne.addConstraint(constraint) }
    let (batchObjective, batchRequired) = judged(system, batch)
    let (objective, required) = judged(system, oneByOne)
    #expect(batchRequired <= 1e-12 && required <= 1e-12)
    #expect(abs(batchObjective - objective) <= 1e-9 * objective, "\(batchObjective) against \(objective)")
    #expect(batch.constraintCount == system.constraints.count)
}

/// A refusal inside a batch that is added again one constraint at a time is reported as it
/// would be in one optimisation, and everything else is in the solver.
@Test func dashboardBatchAddedOneAtATimeStillReportsItsRefusals() throws {
    let system = DashboardWorkload.system(rows: 4, seed: 1)
    let sideLeft = system.variables[1]  // held at 0 by the system's first constraint
    let conflict = Constraint(Expression([Term(sideLeft, 1)], constant: -5), .equal, strength: .required)
    var constraints = system.constraints
    constraints.insert(conflict, at: constraints.count / 2)
    let solver = Solver()
    let failures = try solver.addConstraints(constraints)
    #expect(solver.batchesAddedOneByOne == 1)
    #expect(failures.count == 1 && failures.first?.constraint === conflict)
    if case .unsatisfiableConstraint(_, let conflicting) = failures.first?.error {
        #expect(conflicting.contains { $0 === system.constraints[0] })
    } else {
        Issue.record("expected a refusal, got \(String(describing: failures.first?.error))")
    }
    #expect(!solver.hasConstraint(conflict) && solver.constraintCount == system.constraints.count)
    #expect(judged(system, solver).required <= 1e-12)
    // The refused add left no trace: every value is, bit for bit, that of a solver given the
    // batch without it.
    let twin = Solver()
    #expect(try twin.addConstraints(system.constraints).isEmpty)
    twin.updateVariables()
    #expect(system.variables.allSatisfy { solver.value(of: $0).bitPattern == twin.value(of: $0).bitPattern })
}

/// A layout's batch, whose adds leave it near its optimum, is still optimised once: 200 rows
/// of 10 boxes, each at least its label's width and preferring a width of its own, packed
/// between the screen's edges.
@Test func layoutBatchIsOptimisedOnce() throws {
    let screen = Variable("screen")
    var constraints = [Constraint(Expression([Term(screen, 1)], constant: -200), .equal, strength: .required)]
    for row in 0..<200 {
        var right = Variable("origin\(row)")
        constraints.append(Constraint(Expression([Term(right, 1)]), .equal, strength: .required))
        for i in 0..<10 {
            let left = Variable("l\(i)"), width = Variable("w\(i)"), next = Variable("r\(i)")
            constraints.append(Constraint(Expression([Term(left, 1), Term(right, -1)], constant: -1), .equal, strength: .required))
            constraints.append(Constraint(Expression([Term(next, 1), Term(left, -1), Term(width, -1)]), .equal, strength: .required))
            constraints.append(Constraint(Expression([Term(width, 1)], constant: -Double(3 + (row + i) % 7)), .greaterOrEqual, strength: .required))
            constraints.append(Constraint(Expression([Term(width, 1)], constant: -Double(10 + (row * i) % 5)), .equal, strength: .weak))
            right = next
        }
        constraints.append(Constraint(Expression([Term(right, 1), Term(screen, -1)]), .lessOrEqual, strength: .required))
    }
    let solver = Solver()
    #expect(try solver.addConstraints(constraints).isEmpty)
    #expect(solver.batchesAddedOneByOne == 0)
    #expect(unheld(constraints.filter { $0.strength.isRequired }, in: solver).isEmpty)
}
