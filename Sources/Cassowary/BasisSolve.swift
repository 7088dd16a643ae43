/// The present basis solved afresh from the constraints as written: a dense LU factorization
/// (partial pivoting) of the basic symbols' coefficients in every constraint's equation, for
/// the direction a parametric symbol moves the basic ones in (``direction(of:)``).
///
/// The rows hold each such direction as a column, with the rounding of every pivot since they
/// were built; on a tableau that amplifies rounding a cell that is exactly 0 can read 1e-9, and
/// the costs it makes at the levels above a real gain block it. Correcting the column for the
/// constraints' residuals along the markers' columns (`SolverCore.refinedDirection(of:)`) moves
/// by columns that carry the same rounding: on W5-size many-priority seed 10 (growth 3.3e3,
/// dual-simplex adds before step 77) the refined cells were 4e-10 to 2.7e-8 where exact
/// rational arithmetic gives 0, larger than the rows' own 2e-10 to 6e-9, and priority 342 was
/// left at 19,919 where 1,110 is the optimum. Solved from the equations, with one step of
/// refinement whose residual keeps each product's rounding (the fused multiply-add), the same
/// cells are within 1e-23 of 0. A factorization costs about n³/3 operations (n basic symbols),
/// so it is made only for the few symbols a repricing could not decide otherwise.
struct BasisSolve {
    /// Each equation's cells: basic symbols by their index in `basic`, the others by symbol.
    private let basicCells: [[(column: Int, coefficient: Double)]]
    private let otherCells: [[(symbol: Int32, coefficient: Double)]]
    private let basic: [Int32]
    private let symbolCount: Int
    /// The factors, row-major over the equations in their original order (`n` columns): the
    /// multipliers below the diagonal of the pivot order, `order[k]` the equation pivoted on
    /// at step `k`.
    private var factors: [Double]
    private var order: [Int]

    /// The most basic symbols a basis is factored for. The factorization is dense: at this
    /// size about 5.6 million multiply-adds and a matrix of 0.5 MB (W5's 80 rows: 170,000).
    /// A dashboard's tableau holds thousands of rows, where a dense factorization would take
    /// seconds; its repricing keeps the refined columns.
    static let largestBasis = 256

    /// Factors the basis of `equations` (each `Σ coefficient·symbol + constant = 0`; only the
    /// cells matter) for the basic symbols `basic`; nil when there are more than
    /// ``largestBasis`` of them, fewer equations than basic symbols, or a pivot vanishes (the
    /// equations as written do not determine the basic symbols, as when a row was kept that
    /// no constraint states).
    init?(equations: [[(symbol: Int32, coefficient: Double)]], basic: [Int32], symbolCount: Int) {
        let n = basic.count, m = equations.count
        guard n > 0, n <= Self.largestBasis, m >= n else { return nil }
        var column = [Int](repeating: -1, count: symbolCount)
        for (j, b) in basic.enumerated() { column[Int(b)] = j }
        var basicCells: [[(column: Int, coefficient: Double)]] = []
        var otherCells: [[(symbol: Int32, coefficient: Double)]] = []
        var factors = [Double](repeating: 0, count: m * n)
        var largest = 0.0
        for (i, equation) in equations.enumerated() {
            var own: [(column: Int, coefficient: Double)] = [], other: [(symbol: Int32, coefficient: Double)] = []
            for (s, c) in equation where c != 0 {
                let j = Int(s) < symbolCount ? column[Int(s)] : -1
                if j >= 0 {
                    own.append((j, c))
                    factors[i * n + j] += c
                    largest = max(largest, abs(c))
                } else {
                    other.append((s, c))
                }
            }
            basicCells.append(own)
            otherCells.append(other)
        }
        var order = Array(0..<m)
        let tiny = 1e-13 * largest
        for k in 0..<n {
            var best = k
            for i in k..<m where abs(factors[order[i] * n + k]) > abs(factors[order[best] * n + k]) { best = i }
            order.swapAt(k, best)
            let p = order[k] * n
            let pivot = factors[p + k]
            guard abs(pivot) > tiny else { return nil }
            for i in (k + 1)..<m {
                let r = order[i] * n
                let f = factors[r + k] / pivot
                factors[r + k] = f
                guard f != 0 else { continue }
                for j in (k + 1)..<n { factors[r + j] -= f * factors[p + j] }
            }
        }
        self.basicCells = basicCells
        self.otherCells = otherCells
        self.basic = basic
        self.symbolCount = symbolCount
        self.factors = factors
        self.order = order
    }

    /// The direction the symbols move in when parametric `s` grows by one, dense over the
    /// symbols: 1 for `s`, the solved move of each basic symbol, 0 elsewhere.
    func direction(of s: Int32) -> [Double] {
        var rhs = [Double](repeating: 0, count: basicCells.count)
        for i in rhs.indices {
            for (t, c) in otherCells[i] where t == s { rhs[i] -= c }
        }
        let x = refinedSolve(rhs, steps: 1)
        var d = [Double](repeating: 0, count: symbolCount)
        d[Int(s)] = 1
        for (j, b) in basic.enumerated() { d[Int(b)] = x[j] }
        return d
    }

    /// The value of each basic symbol (in the order the basis was given) at the vertex where
    /// every other symbol is 0, for equations whose constants are `constants`: the present
    /// answer solved from the constraints as written, as the rows would give it without the
    /// rounding of the pivots since they were built. Refined twice: the vertex is used for its
    /// values, where a direction's first step already decides the signs it is used for.
    func vertex(constants: [Double]) -> [Double] {
        refinedSolve(constants.map { -$0 }, steps: 2)
    }

    /// ``solve(_:)`` followed by `steps` steps of refinement, each solving for the residual of
    /// every equation with each product's rounding kept (the fused multiply-add).
    private func refinedSolve(_ rhs: [Double], steps: Int) -> [Double] {
        var x = solve(rhs)
        for _ in 0..<steps {
            var residual = [Double](repeating: 0, count: rhs.count)
            for i in rhs.indices {
                var sum = DoubleDouble(rhs[i])
                for (j, c) in basicCells[i] {
                    let product = -c * x[j]
                    sum = sum + DoubleDouble.twoSum(product, (-product).addingProduct(-c, x[j]))
                }
                residual[i] = sum.value
            }
            let correction = solve(residual)
            for j in x.indices { x[j] += correction[j] }
        }
        return x
    }

    /// `x` with the basic part of the equations times `x` equal to `rhs` (the equations beyond
    /// the pivots, combinations of the others, are not read).
    private func solve(_ rhs: [Double]) -> [Double] {
        let n = basic.count
        var y = order.map { rhs[$0] }
        for k in 0..<n {
            let v = y[k]
            guard v != 0 else { continue }
            for i in (k + 1)..<n { y[i] -= factors[order[i] * n + k] * v }
        }
        var x = [Double](repeating: 0, count: n)
        for k in stride(from: n - 1, through: 0, by: -1) {
            let r = order[k] * n
            var v = y[k]
            for j in (k + 1)..<n { v -= factors[r + j] * x[j] }
            x[k] = v / factors[r + k]
        }
        return x
    }
}
