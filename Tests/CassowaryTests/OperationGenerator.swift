import Cassowary

/// Draws `Solver` operations at random from a seed, looking at what the solver holds so far
/// (the runner's model) so that every drawn call is valid.
///
/// A case has 4–14 general variables and, in half the cases, a pool of 26 more for long
/// chains (the reference eliminates required equalities first, so chains cost it little), 2–5
/// optional priority levels, and at most ``maxLive`` live constraints, edits included. A
/// quarter of the cases are ``degenerate`` (weights in brackets). The mix:
///
/// | weight | draw |
/// |---|---|
/// | 26 | add a new constraint: any relation, required (40%) or optional; small integer or "ordinary arithmetic" coefficients (1/3, 0.7, 1e-3, 100, products) |
/// | 6 | re-add a removed constraint (the same object) |
/// | 10 | remove a present constraint, often a required equality (its removal defers a rebuild) |
/// | 6 | churn: remove a constraint and add the same object back |
/// | 5 / 2 | add / remove an edit variable at an optional strength |
/// | 20 | suggest a value: integers, fractions, thirds, ±1e3 |
/// | 2 | a chain `y₁ == y₀ + w + gap`, … of 10–25 required equalities |
/// | 10 | a redundant constraint: a fractional combination of 1–4 present required equalities (`1/3·c₁ + 0.7·c₂ − 0.1·c₃`), as one expression |
/// | 4 (12) | an implied inequality: a positive combination of present required inequalities |
/// | 4 | a burst: remove 2–14 required equalities without a check between, maybe suggest, re-add some in another order |
/// | 8 | change constants in place (`changeConstant(of:to:)`): one, or a run of 2–5 checked at the end, each a present constraint's constant moved a little, to a new value, or back to its own |
///
/// With ``batches`` on (the batched fuzz), Mortar's own way in joins the mix: `addConstraints`,
/// as a layout pass adds what it queued. Its seeds are other cases; with it off (the default)
/// not one draw changes, so every seed named elsewhere still names the same case.
///
/// | weight | draw (batches only) |
/// |---|---|
/// | 10 | a batch of 2–12: new constraints, removed ones again, redundant combinations of required equalities present or earlier in the batch |
/// | (half the chains) | a chain and its anchor as one batch |
/// | (half the bursts' re-adds) | the re-added equalities as one batch |
///
/// The changes of constant joined the mix on 2026-11-30; seeds named in the solver's comments
/// before then ran the earlier mix (each such case has its own reproducer in the tests).
struct OperationGenerator {
    static let maxLive = 45
    /// The "ordinary arithmetic" values coefficients are drawn from, alone or multiplied.
    static let arithmetic: [Double] = [1.0 / 3, 2.0 / 3, 0.1, 0.7, 1e-3, 1e-2, 10, 100, 1e3]
    static let smallIntegers: [Double] = [1, 1, 1, -1, -1, 2, -2, 3, -3, 0.5, -0.5]
    static let multipliers: [Double] = [1.0 / 3, 2.0 / 3, 0.7, 0.1, -0.1, 1e-2, 10, 100, 1, -1, 2, -2.0 / 3, 0.3, 1.5]

    var rng: SeededGenerator
    /// Variables `0..<general` appear in ordinary constraints; the rest are the chain pool.
    let general: Int
    let variableCount: Int
    /// This case's optional priority levels.
    let priorities: [Double]
    /// A quarter of the cases are degenerate: 3-6 variables, small integer or simple fractional
    /// coefficients and mostly zero constants, so many constraints meet at one vertex (where
    /// pivoting that is not exactly Bland's, or rounding below zero, can cycle).
    let degenerate: Bool
    /// Whether `addConstraints` batches are drawn too (the batched fuzz).
    let batches: Bool
    /// The links of the chains drawn so far, for bursts that remove a whole chain.
    private var chains: [[Int]] = []

    init(seed: UInt64, batches: Bool = false) {
        self.batches = batches
        rng = SeededGenerator(seed: seed)
        var general = Int.random(in: 4...14, using: &rng)
        let pool: [Double] = [1, 2, 5, 100, 249, 250, 251, 300, 500, 500.5, 501, 749, 750, 751, 999]
        var levels = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
        let extra = Double(Int.random(in: 1...999, using: &rng))
        if !levels.contains(extra) { levels.append(extra) }
        priorities = levels
        degenerate = Int.random(in: 0..<4, using: &rng) == 0
        if degenerate { general = Int.random(in: 3...6, using: &rng) }
        self.general = general
        variableCount = general + (Bool.random(using: &rng) ? 26 : 0)
    }

    private enum Draw: CaseIterable {
        case add, reAdd, remove, churn, addEdit, removeEdit, suggest, chain, redundant, implied, burst, change, batch
    }

    /// The next few steps (one draw; chains, churns and bursts are several calls). New
    /// constraints are appended to `specs`, and steps refer to them by index.
    mutating func next(_ model: FuzzModel, specs: inout [ConstraintSpec]) -> [FuzzStep] {
        let live = model.liveCount
        let room = Self.maxLive - live
        let requiredEqualities = model.present.filter { specs[$0].isRequiredEquality }
        let requiredInequalities = model.present.filter { specs[$0].strength.isRequired && specs[$0].relation != .equal }
        let editable = (0..<variableCount).filter { model.editIndex($0) == nil }
        var options: [(Draw, Int)] = []
        if room > 0 {
            options.append((.add, 26))
            if !model.absent.isEmpty { options.append((.reAdd, 6)) }
            if !requiredEqualities.isEmpty { options.append((.redundant, 10)) }
            if !requiredInequalities.isEmpty { options.append((.implied, degenerate ? 12 : 4)) }
            if !editable.isEmpty { options.append((.addEdit, 5)) }
        }
        if room > 10 && variableCount > general { options.append((.chain, 2)) }
        if !model.present.isEmpty {
            options.append((.remove, room > 5 ? 10 : 40))
            options.append((.churn, 6))
            options.append((.change, 8))
        }
        if !model.edits.isEmpty { options.append((.suggest, 20)); options.append((.removeEdit, room > 5 ? 2 : 10)) }
        if requiredEqualities.count >= 2 { options.append((.burst, 4)) }
        if batches && room >= 2 { options.append((.batch, 10)) }
        var roll = Int.random(in: 0..<options.reduce(0) { $0 + $1.1 }, using: &rng)
        var draw = options[0].0
        for (d, w) in options {
            if roll < w { draw = d; break }
            roll -= w
        }
        switch draw {
        case .add:
            specs.append(randomConstraint())
            return [step(.add(specs.count - 1))]
        case .reAdd:
            return [step(.add(model.absent.randomElement(using: &rng)!))]
        case .remove:
            let pool = !requiredEqualities.isEmpty && Int.random(in: 0..<5, using: &rng) < 2 ? requiredEqualities : model.present
            return [step(.remove(pool.randomElement(using: &rng)!))]
        case .churn:
            let k = model.present.randomElement(using: &rng)!
            return [step(.remove(k)), step(.add(k))]
        case .addEdit:
            return [step(.addEdit(variable: editable.randomElement(using: &rng)!, strength: optionalStrength()))]
        case .removeEdit:
            return [step(.removeEdit(variable: model.edits.randomElement(using: &rng)!.variable))]
        case .suggest:
            let edit = model.edits.randomElement(using: &rng)!
            return [step(.suggest(variable: edit.variable, value: suggestion(previous: edit.value)))]
        case .chain:
            return chain(room: room, specs: &specs)
        case .redundant:
            specs.append(redundant(requiredEqualities, model: model, specs: specs))
            return [step(.add(specs.count - 1))]
        case .implied:
            specs.append(implied(requiredInequalities, model: model, specs: specs))
            return [step(.add(specs.count - 1))]
        case .burst:
            return burst(model, requiredEqualities: requiredEqualities, specs: specs)
        case .change:
            return changes(model, specs: specs)
        case .batch:
            return [step(.addBatch(batch(model, room: room, requiredEqualities: requiredEqualities, specs: &specs)))]
        }
    }

    /// A step, checked 85% of the time.
    private mutating func step(_ operation: SolverOperation) -> FuzzStep {
        FuzzStep(operation: operation, checked: Int.random(in: 0..<100, using: &rng) < 85)
    }

    // MARK: Numbers

    private mutating func arithmeticValue() -> Double {
        let values = Self.arithmetic
        var v = values.randomElement(using: &rng)!
        if Bool.random(using: &rng) {
            // A product of two, kept within 1e-3...1e3 so one row's coefficients stay within
            // six orders of magnitude (the solver drops coefficients below 1e-8 by design).
            for _ in 0..<4 {
                let p = values.randomElement(using: &rng)! * values.randomElement(using: &rng)!
                if p >= 1e-3 && p <= 1e3 { v = p; break }
            }
        }
        return Bool.random(using: &rng) ? v : -v
    }

    private mutating func coefficient() -> Double {
        if degenerate && Bool.random(using: &rng) {
            // Fractions whose rounding leaves degenerate rows at -1e-17 instead of 0.
            let f = [1.0 / 3, 2.0 / 3, 0.7, 0.1, 0.3, 1.5].randomElement(using: &rng)!
            return Bool.random(using: &rng) ? f : -f
        }
        return degenerate || Int.random(in: 0..<100, using: &rng) < 55
            ? Self.smallIntegers.randomElement(using: &rng)! : arithmeticValue()
    }

    private mutating func constant() -> Double {
        if degenerate && Int.random(in: 0..<10, using: &rng) < 7 { return 0 }
        return switch Int.random(in: 0..<20, using: &rng) {
        case 0..<7: Double(Int.random(in: -50...50, using: &rng))
        case 7..<12: Double(Int.random(in: -10_000...10_000, using: &rng)) / 100
        case 12..<16: arithmeticValue() * Double(Int.random(in: -20...20, using: &rng))
        default: 0
        }
    }

    private mutating func suggestion(previous: Double) -> Double {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: Double(Int.random(in: -100...100, using: &rng))
        case 1: Double(Int.random(in: -10_000...10_000, using: &rng)) / 100
        case 2: (Bool.random(using: &rng) ? 1e3 : -1e3) + Double(Int.random(in: -50...50, using: &rng)) / 10
        case 3: Double(Int.random(in: -30...30, using: &rng)) / 3
        case 4: previous
        case 5: arithmeticValue() * Double(Int.random(in: -20...20, using: &rng))
        default: previous + Double(Int.random(in: -5...5, using: &rng))
        }
    }

    private mutating func optionalStrength() -> Strength {
        let weight: Double
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5: weight = 1
        case 5..<8: weight = [0.5, 2, 3, 4].randomElement(using: &rng)!
        default: weight = Double(Int.random(in: 500...4000, using: &rng)) / 1000
        }
        return Strength(priority: priorities.randomElement(using: &rng)!, weight: weight)
    }

    // MARK: Constraints

    private mutating func variable() -> Int {
        variableCount > general && Int.random(in: 0..<5, using: &rng) == 0
            ? Int.random(in: general..<variableCount, using: &rng)
            : Int.random(in: 0..<general, using: &rng)
    }

    private mutating func randomConstraint() -> ConstraintSpec {
        let count = [1, 1, 1, 2, 2, 2, 2, 3, 3, 4].randomElement(using: &rng)!
        var terms: [(coefficient: Double, variable: Int)] = []
        for _ in 0..<count {
            let v = !terms.isEmpty && Int.random(in: 0..<10, using: &rng) == 0 ? terms.randomElement(using: &rng)!.variable : variable()
            terms.append((coefficient(), v))
        }
        let relation: Relation = switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4: .equal
        case 4..<7: .greaterOrEqual
        default: .lessOrEqual
        }
        let strength = Int.random(in: 0..<10, using: &rng) < 4 ? Strength.required : optionalStrength()
        return ConstraintSpec(terms: terms, constant: constant(), relation: relation, strength: strength)
    }

    /// A constraint implied by present required equalities (as the solver holds them, changed
    /// constants included): Σ mᵢ·cᵢ, as one expression, its like terms summed half the time
    /// (leaving rounding where they nearly cancel).
    private mutating func redundant(_ equalities: [Int], model: FuzzModel, specs: [ConstraintSpec]) -> ConstraintSpec {
        let count = min(equalities.count, Int.random(in: 1...4, using: &rng))
        let chosen = equalities.shuffled(using: &rng).prefix(count)
        var terms: [(coefficient: Double, variable: Int)] = []
        var constant = 0.0
        for k in chosen {
            let m = Self.multipliers.randomElement(using: &rng)!
            terms += specs[k].terms.map { (m * $0.coefficient, $0.variable) }
            constant += m * model.held(k, specs).constant
        }
        if Bool.random(using: &rng) {
            // Summed under the solver's documented rule (a sum that cancels to a
            // hundred-billionth of its operands is zero), as the solver sums the unsummed form:
            // a residue such as 6.9e-18 x0 is no term of the combination, which is redundant
            // (seeds 663, 710 wrote it as a term, and the reference, taking it at face value,
            // pinned x0 with it).
            var combined: [(coefficient: Double, variable: Int)] = []
            var operands: [Double] = []
            for t in terms {
                if let i = combined.firstIndex(where: { $0.variable == t.variable }) {
                    combined[i].coefficient += t.coefficient
                    operands[i] = max(operands[i], abs(t.coefficient))
                } else {
                    combined.append(t)
                    operands.append(abs(t.coefficient))
                }
            }
            terms = zip(combined, operands).filter { abs($0.0.coefficient) > ConstraintSpec.cancellation * $0.1 }.map(\.0)
        }
        let relation: Relation = switch Int.random(in: 0..<20, using: &rng) {
        case 0: .greaterOrEqual
        case 1: .lessOrEqual
        default: .equal
        }
        let strength = Int.random(in: 0..<100, using: &rng) < 85 ? Strength.required : optionalStrength()
        return ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// A constraint implied by present required inequalities (as held): Σ mᵢ·eᵢ >= 0 with every
    /// eᵢ >= 0 and mᵢ > 0, as one expression (written `<=` negated half the time).
    private mutating func implied(_ inequalities: [Int], model: FuzzModel, specs: [ConstraintSpec]) -> ConstraintSpec {
        let count = min(inequalities.count, Int.random(in: 1...4, using: &rng))
        var terms: [(coefficient: Double, variable: Int)] = []
        var constant = 0.0
        for k in inequalities.shuffled(using: &rng).prefix(count) {
            let m = [1.0 / 3, 2.0 / 3, 0.7, 0.1, 0.5, 1, 1, 2, 10].randomElement(using: &rng)!
                * (specs[k].relation == .lessOrEqual ? -1 : 1)
            terms += specs[k].terms.map { (m * $0.coefficient, $0.variable) }
            constant += m * model.held(k, specs).constant
        }
        var spec = ConstraintSpec(terms: terms, constant: constant, relation: .greaterOrEqual,
                                  strength: Int.random(in: 0..<100, using: &rng) < 85 ? .required : optionalStrength())
        if Bool.random(using: &rng) {
            spec.terms = spec.terms.map { (-$0.coefficient, $0.variable) }
            spec.constant = -spec.constant
            spec.relation = .lessOrEqual
        }
        return spec
    }

    /// A chain of required equalities `y[i+1] == y[i] + w + gap` over the chain pool, where w
    /// is a general variable (the same or a new one per link) or absent; half the time anchored.
    private mutating func chain(room: Int, specs: inout [ConstraintSpec]) -> [FuzzStep] {
        let length = min(Int.random(in: 10...25, using: &rng), room - 1, variableCount - general - 1)
        let ys = Array((general..<variableCount).shuffled(using: &rng).prefix(length + 1))
        let widthMode = Int.random(in: 0..<3, using: &rng)
        let sharedWidth = Int.random(in: 0..<general, using: &rng)
        let gap = Int.random(in: 0..<2, using: &rng) == 0 ? Double(Int.random(in: 0...10, using: &rng))
            : Double(Int.random(in: 0...1000, using: &rng)) / 100
        let batch = Int.random(in: 0..<10, using: &rng) < 3
        var steps: [FuzzStep] = []
        var links: [Int] = []
        for i in 0..<length {
            var terms: [(coefficient: Double, variable: Int)] = [(1, ys[i + 1]), (-1, ys[i])]
            switch widthMode {
            case 1: terms.append((-1, sharedWidth))
            case 2: terms.append((-1, Int.random(in: 0..<general, using: &rng)))
            default: break
            }
            var spec = ConstraintSpec(terms: terms, constant: -gap, relation: .equal, strength: .required)
            if Bool.random(using: &rng) {
                // Written the other way round: y[i] + w + gap - y[i+1] == 0.
                spec.terms = spec.terms.map { (-$0.coefficient, $0.variable) }.reversed()
                spec.constant = gap
            }
            specs.append(spec)
            links.append(specs.count - 1)
            steps.append(FuzzStep(operation: .add(specs.count - 1), checked: !batch || i == length - 1))
        }
        chains.append(links)
        if Bool.random(using: &rng) {
            let anchor = ConstraintSpec(terms: [(1, ys[0])], constant: -constant(), relation: .equal,
                                        strength: Bool.random(using: &rng) ? .required : optionalStrength())
            specs.append(anchor)
            steps.append(step(.add(specs.count - 1)))
        }
        if batches && Bool.random(using: &rng) {
            return [step(.addBatch(steps.compactMap { if case .add(let k) = $0.operation { k } else { nil } }))]
        }
        return steps
    }

    /// Changes of constant as an app makes them (a label's new text, a divider dragged, the
    /// frames of an animation): one, or a run of 2–5 back to back checked only at the end. Each
    /// moves a present constraint's constant by a small step or an ordinary-arithmetic amount,
    /// scales it, sets a new one, or brings back the constant it was written with.
    private mutating func changes(_ model: FuzzModel, specs: [ConstraintSpec]) -> [FuzzStep] {
        let count = Int.random(in: 0..<10, using: &rng) < 7 ? 1 : Int.random(in: 2...5, using: &rng)
        var set: [(k: Int, value: Double)] = []
        for _ in 0..<count {
            let k = model.present.randomElement(using: &rng)!
            let previous = set.last { $0.k == k }?.value ?? model.held(k, specs).constant
            let value: Double = switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1: previous + Double(Int.random(in: -5...5, using: &rng))
            case 2: previous + arithmeticValue()
            case 3: previous * Self.multipliers.randomElement(using: &rng)!
            case 4: constant()
            default: specs[k].constant
            }
            set.append((k, value))
        }
        let operations = set.map { SolverOperation.changeConstant($0.k, to: $0.value) }
        if count == 1 { return [step(operations[0])] }
        return operations.indices.map { FuzzStep(operation: operations[$0], checked: $0 == count - 1) }
    }

    /// The members of a batch, as a layout pass queues them: 2–12 (within `room`) new
    /// constraints, removed ones added again, and redundant combinations of required equalities
    /// present or earlier in the batch (which only the members before them make redundant).
    private mutating func batch(_ model: FuzzModel, room: Int, requiredEqualities: [Int],
                                specs: inout [ConstraintSpec]) -> [Int] {
        var members: [Int] = []
        var absent = model.absent
        var equalities = requiredEqualities
        for _ in 0..<Int.random(in: 2...min(12, room), using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<2 where !absent.isEmpty:
                members.append(absent.remove(at: Int.random(in: 0..<absent.count, using: &rng)))
            case 2..<4 where !equalities.isEmpty:
                specs.append(redundant(equalities, model: model, specs: specs))
                members.append(specs.count - 1)
            default:
                specs.append(randomConstraint())
                members.append(specs.count - 1)
            }
            if specs[members[members.count - 1]].isRequiredEquality { equalities.append(members[members.count - 1]) }
        }
        return members
    }

    /// Removes several required equalities back to back (one deferred rebuild), maybe suggests
    /// a value, then re-adds some of them in another order, checking only at the end.
    private mutating func burst(_ model: FuzzModel, requiredEqualities: [Int], specs: [ConstraintSpec]) -> [FuzzStep] {
        var removed: [Int]
        let presentChains = chains.map { $0.filter { model.isPresent($0) } }.filter { $0.count >= 2 }
        if !presentChains.isEmpty && Bool.random(using: &rng) {
            removed = presentChains.randomElement(using: &rng)!
        } else {
            let count = Int.random(in: 2...min(14, requiredEqualities.count), using: &rng)
            removed = Array(requiredEqualities.shuffled(using: &rng).prefix(count))
        }
        // Sometimes an inequality or optional constraint is removed in the middle too.
        if let other = model.present.filter({ !specs[$0].isRequiredEquality }).randomElement(using: &rng),
           Bool.random(using: &rng) {
            removed.insert(other, at: Int.random(in: 0...removed.count, using: &rng))
        }
        var steps = removed.map { FuzzStep(operation: .remove($0), checked: false) }
        if let edit = model.edits.randomElement(using: &rng), Int.random(in: 0..<10, using: &rng) < 6 {
            steps.append(FuzzStep(operation: .suggest(variable: edit.variable, value: suggestion(previous: edit.value)),
                                  checked: Bool.random(using: &rng)))
        }
        if Int.random(in: 0..<10, using: &rng) < 7 {
            let back = removed.shuffled(using: &rng).prefix(Int.random(in: 1...removed.count, using: &rng))
            if batches && Bool.random(using: &rng) {
                steps.append(FuzzStep(operation: .addBatch(Array(back)), checked: false))
            } else {
                steps += back.map { FuzzStep(operation: .add($0), checked: false) }
            }
        }
        steps[steps.count - 1].checked = true
        return steps
    }
}
