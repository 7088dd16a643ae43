import Testing

/// Expects, by the independent reference LP, that `set` with `refused` cannot all hold and that
/// dropping any one member of `set` lets the rest hold with it: an irreducible conflict.
/// `satisfiable` and `notNeeded(i)` are the failure messages (the set holds; member i is not needed).
func expectIrreducibleByReference(_ set: [RefConstraint], with refused: RefConstraint, variableCount n: Int,
                                  satisfiable: @autoclosure () -> String, notNeeded: (Int) -> String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ReferenceSolver.optimum(set + [refused], variableCount: n) == nil, "\(satisfiable())",
            sourceLocation: sourceLocation)
    for i in set.indices {
        var smaller = set
        smaller.remove(at: i)
        #expect(ReferenceSolver.optimum(smaller + [refused], variableCount: n) != nil, "\(notNeeded(i))",
                sourceLocation: sourceLocation)
    }
}
