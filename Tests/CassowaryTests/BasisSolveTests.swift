import BigInt
import Testing
@testable import Cassowary

/// The basis solved from the constraints as written (`BasisSolve`): directions checked
/// against exact rational Gauss-Jordan elimination of the same equations, which shares no code
/// with it.
@Suite("Basis solved as written")
struct BasisSolveTests {
    /// A seeded system: `n` basic symbols (0..<n) and `extra` parametric ones (n..<n+extra), in
    /// `n + redundant` equations of 2 to 5 cells each with coefficients in thousandths (the
    /// decimals W5 draws); the last `redundant` equations are sums of earlier ones, so the
    /// system has more equations than basic symbols and stays consistent.
    private static func system(seed: UInt64, n: Int, extra: Int, redundant: Int)
        -> [[(symbol: Int32, coefficient: Double)]] {
        var rng = SeededGenerator(seed: seed)
        var equations: [[(symbol: Int32, coefficient: Double)]] = []
        for i in 0..<n {
            // A diagonal cell keeps the basis nonsingular; the rest are random.
            var cells: [(symbol: Int32, coefficient: Double)] = [(Int32(i), Double(Int.random(in: 500...1000, using: &rng)) / 1000)]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                var c = 0
                while c == 0 { c = Int.random(in: -1000...1000, using: &rng) }
                cells.append((Int32(Int.random(in: 0..<(n + extra), using: &rng)), Double(c) / 1000))
            }
            equations.append(cells)
        }
        for _ in 0..<redundant {
            let a = equations[Int.random(in: 0..<n, using: &rng)], b = equations[Int.random(in: 0..<n, using: &rng)]
            equations.append(a + b)
        }
        return equations
    }

    /// The exact move of each basic symbol when parametric `s` grows by one: the equations'
    /// basic columns reduced to the identity in rational arithmetic.
    private static func exactDirection(_ equations: [[(symbol: Int32, coefficient: Double)]], n: Int,
                                       of s: Int32) -> [Rational] {
        var rows: [[Rational]] = equations.map { cells in
            var row = [Rational](repeating: .zero, count: n + 1)
            for (t, c) in cells {
                if Int(t) < n { row[Int(t)] = row[Int(t)] + Rational(exactly: c) }
                if t == s { row[n] = row[n] - Rational(exactly: c) }
            }
            return row
        }
        func divide(_ a: Rational, _ b: Rational) -> Rational {
            Rational(a.numerator * b.denominator, a.denominator * b.numerator)
        }
        var pivotOf = [Int](repeating: -1, count: n)
        var next = 0
        for j in 0..<n {
            guard let k = (next..<rows.count).first(where: { !rows[$0][j].isZero }) else { continue }
            rows.swapAt(next, k)
            let pivot = rows[next][j]
            for jj in 0...n { rows[next][jj] = divide(rows[next][jj], pivot) }
            for i in rows.indices where i != next && !rows[i][j].isZero {
                let f = rows[i][j]
                for jj in 0...n { rows[i][jj] = rows[i][jj] - f * rows[next][jj] }
            }
            pivotOf[j] = next
            next += 1
        }
        return (0..<n).map { pivotOf[$0] >= 0 ? rows[pivotOf[$0]][n] : .zero }
    }

    @Test(arguments: Array(UInt64(1)...6))
    func directionsMatchExactArithmetic(seed: UInt64) throws {
        let n = 24, extra = 6
        let equations = Self.system(seed: seed, n: n, extra: extra, redundant: 3)
        let basis = try #require(BasisSolve(equations: equations, basic: (0..<Int32(n)).map { $0 },
                                            symbolCount: n + extra),
                                 "seed \(seed): the basis is nonsingular by construction")
        for s in Int32(n)..<Int32(n + extra) {
            let d = basis.direction(of: s)
            let exact = Self.exactDirection(equations, n: n, of: s)
            #expect(d[Int(s)] == 1)
            for j in 0..<n {
                let error = abs(d[j] - exact[j].doubleValue)
                #expect(error <= 1e-15 * max(1, abs(exact[j].doubleValue)),
                        "seed \(seed), symbol \(s): basic \(j) moves \(d[j]), exactly \(exact[j].doubleValue)")
            }
            for other in Int32(n)..<Int32(n + extra) where other != s { #expect(d[Int(other)] == 0) }
        }
    }

    /// The vertex (every parametric symbol at 0) for constants from -1e6 to 1e6, as the answer's
    /// re-solve uses it (`Tableau.resolve(toBasicValues:)`): the exact vertex is the exact
    /// direction of a symbol whose cell in each equation is that equation's constant.
    @Test(arguments: Array(UInt64(1)...6))
    func verticesMatchExactArithmetic(seed: UInt64) throws {
        let n = 24, extra = 6
        var rng = SeededGenerator(seed: seed &+ 100)
        var equations = Self.system(seed: seed, n: n, extra: extra, redundant: 0)
        let constants = (0..<n).map { _ in Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) }
        let basis = try #require(BasisSolve(equations: equations, basic: (0..<Int32(n)).map { $0 },
                                            symbolCount: n + extra),
                                 "seed \(seed): the basis is nonsingular by construction")
        let x = basis.vertex(constants: constants)
        let column = Int32(n + extra)
        for i in equations.indices { equations[i].append((column, constants[i])) }
        let exact = Self.exactDirection(equations, n: n, of: column)
        #expect(x.count == n)
        for j in 0..<n {
            let error = abs(x[j] - exact[j].doubleValue)
            #expect(error <= 1e-15 * max(1, abs(exact[j].doubleValue)),
                    "seed \(seed): basic \(j) is \(x[j]), exactly \(exact[j].doubleValue)")
        }
    }

    /// A move that is exactly zero comes out zero or within rounding of the doubles' last
    /// digits, however the equations combine: the cells a tableau's rows hold at 1e-9.
    @Test func anExactZeroMoveStaysBelowRounding() throws {
        // x0 = s - x1 and x1 = s: x0 does not move with s, though both equations mention it.
        let equations: [[(symbol: Int32, coefficient: Double)]] = [
            [(0, 0.1), (1, 0.1), (2, -0.1)],
            [(1, 0.3), (2, -0.3)],
        ]
        let basis = try #require(BasisSolve(equations: equations, basic: [0, 1], symbolCount: 3))
        let d = basis.direction(of: 2)
        #expect(abs(d[0]) <= 1e-20)
        #expect(abs(d[1] - 1) <= 1e-15)
    }

    /// Equations that do not determine the basic symbols, or too many of them for a dense
    /// factorization, give no basis (a repricing then keeps the refined column).
    @Test func aSingularBasisIsRefused() {
        let fewer: [[(symbol: Int32, coefficient: Double)]] = [[(0, 1), (1, 1)]]
        #expect(BasisSolve(equations: fewer, basic: [0, 1], symbolCount: 3) == nil)
        let parallel: [[(symbol: Int32, coefficient: Double)]] = [[(0, 1), (1, 2), (2, 1)], [(0, 2), (1, 4), (2, 5)]]
        #expect(BasisSolve(equations: parallel, basic: [0, 1], symbolCount: 3) == nil)
        // Beyond the dense factorization's size, even a diagonal basis.
        let n = BasisSolve.largestBasis + 1
        let diagonal = (0..<n).map { [(symbol: Int32($0), coefficient: 1.0)] }
        #expect(BasisSolve(equations: diagonal, basic: (0..<Int32(n)).map { $0 }, symbolCount: n) == nil)
        #expect(BasisSolve(equations: Array(diagonal.dropLast()), basic: (0..<Int32(n - 1)).map { $0 },
                           symbolCount: n) != nil)
    }
}
