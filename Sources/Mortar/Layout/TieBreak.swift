import Cassowary

/// The engine's weakest preferences, which make every screen's layout unique.
///
/// Constraints of equal priority that compete (two labels that both resist compression when
/// the screen is too small) leave several optimal layouts, and an incremental solver lands on
/// whichever is nearest to where it was: the picture would depend on the sizes the screen went
/// through. Below every priority an app can give (1...1000), each item prefers its position at
/// 0 and its size at its intrinsic size (0 without one), each preference with its own weight.
/// With weights in general position the weighted sum of deviations has exactly one minimum
/// on the set the real constraints leave open, so the frames are a function of the
/// constraints and the screen size alone.
///
/// A preference enters the solver only once the app's constraints leave its variable free
/// (`LayoutEngine.preferWhereUndetermined()`, from `Solver.undeterminedVariables(above:)`): a
/// variable they decide adds a constant to the preferences' sum over the layouts they allow,
/// so its preference would change nothing. Most screens decide most frames (issue 14's grid
/// decides all of them), and a preference costs the solver a row and two error symbols.
///
/// The weights say who gives way in a tie, and are fixed by the order in which items joined
/// the screen, so the same tree built the same way gets the same layout in every process:
/// - sizes weigh 3 to 6, positions 1 to 2: in a tie a view moves rather than changes size;
/// - within each, an item that joined earlier weighs more: it keeps its intrinsic size and its
///   place before the items added after it;
/// - each weight carries a fixed pseudo-random part of 1e-4, so no sum of weights equals
///   another (evenly spaced weights tie: w1 + w4 == w2 + w3).
enum TieBreak {
    /// Below the lowest priority an app can give (1).
    static let priority = 0.5

    /// Whether `constraint` is one of these preferences (nothing else uses their level).
    static func isPreference(_ constraint: Constraint) -> Bool { constraint.strength.priority == priority }

    /// The one variable a preference is about.
    static func variable(of preference: Constraint) -> Variable {
        preference.expression.terms[0].variable
    }

    /// `left == 0` and `top == 0` at the tie-breaking level.
    static func positionPreferences(_ v: LayoutVariables, order: Int) -> [Constraint] {
        [(v.left == 0) | strength(order, 0), (v.top == 0) | strength(order, 1)]
    }

    /// `width == intrinsic width` (0 without one) and the same for the height.
    static func sizePreferences(_ v: LayoutVariables, order: Int, width: Int?, height: Int?) -> [Constraint] {
        [(v.width == Double(width ?? 0)) | strength(order, 2),
         (v.height == Double(height ?? 0)) | strength(order, 3)]
    }

    /// The weight of variable `slot` (0 left, 1 top, 2 width, 3 height) of the item that
    /// joined `order`th.
    static func strength(_ order: Int, _ slot: Int) -> Strength {
        let tier: Double = slot < 2 ? 1 : 3
        let seniority = 1 + 1 / (1 + Double(order) / 16)
        let jitter = 1 + 1e-4 * unitHash(UInt64(order) &* 4 &+ UInt64(slot))
        return Strength(priority: priority, weight: tier * seniority * jitter)
    }

    /// SplitMix64 of `index`, mapped to [0, 1).
    static func unitHash(_ index: UInt64) -> Double {
        var z = index &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
