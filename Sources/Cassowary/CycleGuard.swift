/// Finds the cycles that rounding lets past Bland's rule in one run of the primal simplex, and
/// breaks them (a run that chooses by partial pricing first takes Bland's rule at its first
/// cycle; see ``pricing``).
///
/// In exact arithmetic Bland's rule cannot cycle, but the simplex decides on noise thresholds:
/// a reduced cost or a gain just above its level's threshold may be rounding (a level whose
/// value is a sum of errors at -1.7e-7 "improved" by 2.2e-8), and the levels below then take it
/// back in steps that each worsen it by less than the threshold. The pivots return to a basis
/// already seen, forever (random many-priority systems: 50 variables, 100 constraints).
///
/// The guard keeps a hash of the basis (a Zobrist hash: one random word per symbol, exclusive-
/// or'ed in and out as symbols enter and leave) and where each basis was seen. When one comes
/// back, the move of the cycle with the smallest margin above its threshold (the gain over
/// ``Tolerance/objectiveNoise``, or for a degenerate move its reduced cost over
/// ``Tolerance/optimality``) was rounding: its level's thresholds are raised above that margin
/// for the rest of the run, so that move is noise from then on.
///
/// A cycle whose every move is far above noise (or whose level's thresholds were already raised
/// ``Tolerance/cycleMargin`` times in all) has another cause: a long step times a noise reduced
/// cost at a level above looks like a real cost there, and that level undoes the move. The
/// run then turns ``strict``: a move that worsens a level above the one deciding it, by more
/// than that level's measurable change, is not taken (`Tableau.enter`). Strict is not the
/// default because it also refuses good moves (a level left at 26,235 where 0 was reachable).
/// A cycle in a strict run ends it with the error the pivot budget would have thrown many
/// pivots later: the call is redone on a fresh tableau.
struct CycleGuard {
    /// The Zobrist hash of the basis, relative to the one the run started from.
    private var hash: UInt64 = 0
    /// Each basis seen since the last cycle, with the number of moves made when it was seen.
    private var seen: [UInt64: Int] = [:]
    /// The level and margin of each move since the last cycle.
    private var moves: [(level: Int, margin: Double)] = []
    /// The factor by which each level's noise thresholds are raised.
    private var raised: [Int: Double] = [:]
    /// Whether moves that worsen a level above their own beyond noise are refused.
    private(set) var strict = false
    /// Whether the run still chooses by partial pricing (`Tableau.runPrimal`). Steepest-first
    /// choices can cycle in exact arithmetic on degenerate moves, so the first cycle of such a
    /// run only ends pricing (the run takes Bland's rule); thresholds are raised from the next.
    private(set) var pricing: Bool

    /// A guard for a run that chooses by partial pricing until its first cycle (`pricing`), or
    /// by Bland's rule throughout.
    init(pricing: Bool = false) {
        self.pricing = pricing
    }

    /// The noise threshold `base` of `level`, raised if a cycle went through that level.
    @inline(__always)
    func noise(_ base: Double, _ level: Int) -> Double {
        raised.isEmpty ? base : base * (raised[level] ?? 1)
    }

    /// The highest level at which `s` has a reduced cost beyond (the raised) noise.
    func decidingLevel(of s: Int32, in objective: Objective) -> Int? {
        guard !raised.isEmpty else { return objective.decidingLevel(of: s) }
        return objective.order.first { l in
            abs(objective.levels[l].coeffs[Int(s)]) > noise(Tolerance.optimality * objective.levels[l].scale, l)
        }
    }

    /// Takes partial pricing up again in a run that left it or never had it (a stall under
    /// Bland's rule, `Tableau.blandStallLimit`); its next cycle ends it as the first did.
    mutating func resumePricing() {
        pricing = true
    }

    /// Records a pivot (`entering` replaced `leaving` in the basis, decided at `level` with
    /// `margin` over its threshold) and breaks the cycle it closes, if it closes one; throws
    /// when it cannot.
    mutating func record(entering: Int32, leaving: Int32, level: Int, margin: Double) throws(SolverError) {
        if seen.isEmpty { seen[hash] = 0 }
        hash ^= Self.word(entering) ^ Self.word(leaving)
        moves.append((level, margin))
        guard let start = seen[hash] else {
            seen[hash] = moves.count
            return
        }
        if pricing {
            pricing = false
            moves.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            seen[hash] = 0
            return
        }
        let weakest = moves[start...].min { $0.margin < $1.margin } ?? (level, .infinity)
        let factor = (raised[weakest.level] ?? 1) * max(2, 2 * weakest.margin)
        if factor <= Tolerance.cycleMargin {
            raised[weakest.level] = factor
        } else if !strict {
            strict = true
        } else {
            throw .internalError("the simplex cycled on moves that are not rounding (\(moves.count - start) pivots); the call was undone")
        }
        moves.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        seen[hash] = 0
    }

    /// The random word of symbol `s` (SplitMix64's finaliser: fixed, so runs are reproducible).
    private static func word(_ s: Int32) -> UInt64 {
        var z = UInt64(UInt32(bitPattern: s)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
