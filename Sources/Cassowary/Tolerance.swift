/// Every numerical threshold the solver uses, in one place, with the reason for each.
///
/// Floating-point arithmetic leaves noise: `1/3 + 1/3 + 1/3 - 1` is not exactly 0, and the error
/// grows with the magnitude of the numbers and the number of operations that produced them. A
/// fixed threshold (kiwi's `1e-8`) is too large for small coefficients and too small for large
/// rows, so every test here is relative to the magnitudes involved in the operation.
enum Tolerance {
    /// A sum `a + b` whose magnitude is at most this fraction of `max(|a|, |b|)` (of the largest
    /// operand, for a cell built from several; see `RowAccumulator`) is an exact cancellation
    /// blurred by rounding, and is stored as 0. Rounding leaves about 1e-16 of the operands per
    /// operation; even a hundred operations stay far below 1e-11, while a real result this much
    /// smaller than its operands needs inputs agreeing to eleven digits, which layouts do not
    /// write. Larger (1e-10) dropped real cells of badly scaled rows: a required constraint
    /// ended 1e-4 off (fuzz seed 64, coefficients 1e-3 and 1e3 in one row); smaller (1e-12) kept
    /// noise that misled the simplex (seeds 12 and 37). For the same reason a cell below this
    /// fraction of its own row's largest is no pivot in the primal ratio test (fuzz seed 285).
    static let cancellation = 1e-11

    /// ``cancellation`` for a new row built from the rows of a tableau whose pivots grew its
    /// cells `growth` times (`Tableau.growth`): rounding in such rows is up to `growth` times
    /// the arithmetic's own (`growth · ulpOfOne` of the magnitudes), and a cell within that is
    /// no relation either. Layout tableaus grow cells a few hundred times at most, far below
    /// where this rises above ``cancellation``. Used only to find a required equality that is a
    /// contradiction of those present (`Tableau.dropIfAllNoise`), where erring is safe: the
    /// refusal is re-decided on a fresh tableau. Fuzz seed 5781: a tableau grown 3.4e8 times
    /// left cells of 4.7e-10 of their inputs in a row that was otherwise a contradiction of
    /// required equalities (a constant of 25.74 and their dummies); phase one pivoted on them
    /// and the contradiction was accepted, one of those equalities then 25.74 off at values of
    /// 1e9, where a relative check of the answer no longer sees it.
    static func cancellation(growth: Double) -> Double {
        max(cancellation, growth * Double.ulpOfOne)
    }

    /// A required equality's new row whose real cells are all within this fraction of the
    /// magnitudes that went into them, but not cleared as noise, is doubted
    /// (`Tableau.doubtfulCombination`): such cells are what a combination of the equalities
    /// present leaves when their rows drifted, and drift outruns ``cancellation(growth:)``
    /// (fuzz seed 2413: cells of 1.5e-10 of the inputs at a growth of 3.5e4, where that gives
    /// 7.8e-12; a tracking tableau of seed 2413 at 6.9e-9, grown 9.5e5 times). A doubted row is
    /// re-evaluated exactly enough to decide, so this only bounds the cost: ordinary arithmetic
    /// leaves a combination's cells within ``cancellation`` (cleared), and a layout's rows,
    /// grown a few hundred times at most, do not come near. 1e-8 is the threshold kiwi and
    /// Cassowary treat as zero, here relative.
    static let combinationDoubt = 1e-8

    /// ``combinationDoubt`` on a tableau whose pivots grew its cells `growth` times: a thousand
    /// times the rounding such rows can carry (`growth · ulpOfOne`), where that is larger. Drift
    /// outruns that rounding by tens to hundreds of times (fuzz seed 2413: 20 and 33 times; the
    /// same seed's 26-step reproducer, twice an equality present, cells of 1.25e-7 of the
    /// inputs at a growth of 3.8e6, 150 times). At layout growths this stays at 1e-8.
    static func combinationDoubt(growth: Double) -> Double {
        max(combinationDoubt, 1e3 * growth * Double.ulpOfOne)
    }

    /// A new row whose cells are all below ``cancellation`` of the largest magnitude that went
    /// into it is rounding only if each cell is also a cancellation: at most this fraction of
    /// the largest contribution to it (agreeing with it to six digits). The noise such rows
    /// carry (fuzz seed 3012: 1.7e-18 from two contributions of 3e-8, 5.6e-11 of them) is far
    /// below; a cell with a single contribution (1 of it) is a real relation, however small.
    static let noiseRowCell = 1e-6

    /// A cell may be a pivot (an entering coefficient in the dual ratio test, a subject chosen
    /// for a new row) only if its magnitude is above this fraction of the largest magnitude
    /// among the candidates it competes with, which lie in one row. Dividing by a coefficient
    /// that is rounding noise would blow noise up into the whole tableau. The primal ratio
    /// test's candidates lie in rows of different scales, so each is measured against its own
    /// row: a degenerate step, which moves no value, needs its cell above this fraction of its
    /// row's largest (``degeneratePivot(growth:)`` on a grown tableau), any other step above
    /// ``cancellation`` of it (`Tableau.enter`).
    static let pivot = 1e-9

    /// A new row's subject (``Tableau/chooseSubject(_:_:)``) may be a symbol in no other row
    /// instead of the largest coefficient's symbol when its coefficient is at least this
    /// fraction of the largest: threshold pivoting, as sparse LU factorisations choose (fewest
    /// rows within a stability bound). Substituting the subject rewrites every row holding it,
    /// and a symbol in none costs nothing; at a half, its division at most doubles the row's
    /// largest cell. In a row of boxes (`x[i] == x[i-1] + w[i-1] + gap`, W8) the largest
    /// coefficient was the gap's 2, next to the new left edge's 1: the gap, in every row
    /// before, was solved for and substituted into all of them at each link, cubic in the row.
    static let subjectThreshold = 0.5

    /// How many rows the largest coefficient's symbol may hold before a new row prefers a symbol
    /// in none (``subjectThreshold``). Below it the substitution is cheap and the largest
    /// coefficient stays the subject: in W7's dashboards, where every symbol is in a few rows,
    /// preferring a fresh one at any count made the priorities-apart build 23% slower (a basis
    /// the later pivots liked less).
    static let subjectRowsToAvoid = 16

    /// ``pivot`` for a degenerate step of the primal simplex on a tableau whose pivots grew its
    /// cells `growth` times (`Tableau.growth`): ten times the rounding such rows carry
    /// (`growth · ulpOfOne` of their magnitudes), where that is larger. A degenerate pivot moves
    /// no value, so all it does is divide its row by the cell, and on a cell that is rounding
    /// it turns a row's noise into cells of 1e7 times the row and more. Fuzz seed 5163 at 100
    /// times the `make test` budget: a required inequality exactly 5 k[15] - 10 k[51], in a
    /// tableau grown 1e8 times, kept a row of those slacks plus rounding, cells of 4.2e-8 of
    /// the row's largest and a constant of -2e-7; a removal's simplex pivoted there (a ratio
    /// of 0), the next pivot went through cells of 1e14, and the rows no longer held two of the
    /// required constraints at all; the next removal left priority 251 at 678,520 where
    /// 10,267.7 is the optimum. The same floor ended a removal and add on random many-priority
    /// systems of 120 variables and 320 constraints (`mortar-bench --only W5X`) that ran for
    /// 18 s: 1.3 s. Ten, a hundred and a thousand times the rounding fixed the same seeds of the
    /// fuzz at 100 times its budget (twice did for seed 5163's reproducer); ten keeps a margin
    /// over the rounding and passes over the fewest cells. Up to a growth of 4.5e5 this stays
    /// at ``pivot``: layout tableaus grow a few hundred times at most.
    static func degeneratePivot(growth: Double) -> Double {
        max(pivot, 10 * growth * Double.ulpOfOne)
    }

    /// Below this fraction of its row's largest cell, a cell that limits a step of the primal
    /// simplex on a tableau grown `growth` times may be rounding the growth left (ten times
    /// `growth · ulpOfOne`, as ``degeneratePivot(growth:)``), or a real cell: `enter` neither
    /// pivots on it nor passes it over, but leaves the move to the solver, which decides it on
    /// the column refined from the constraints as written (`SolverCore.tryHintedMoves()`). At
    /// or below ``cancellation`` a cell is rounding whatever the growth; up to a growth of
    /// 4,500 this is ``cancellation``, so layouts never meet it. Random sparse systems with
    /// coefficients from 1e-3 to 1e3 (`SparseBadlyScaledSystems`, run at 60 variables and 200
    /// calls) met cells of 5.4e-10 and 2e-9 of their rows on tableaus grown 1e7 times and more:
    /// their pivots took steps of 1e11, values to 1e16, and left required constraints off
    /// (6 of 30 seeds; none when they are decided so). Passed over instead, a real cell of 4e-10
    /// of a row grown to 1.5e8 (operation fuzz seed 5303 at 100 times its budget, a cell of
    /// 0.063) left its row, a required equality, broken.
    static func growthNoise(growth: Double) -> Double {
        max(cancellation, 10 * growth * Double.ulpOfOne)
    }

    /// A reduced cost counts as improving only when it is below `-optimality` times the
    /// objective level's scale (the largest weight of a constraint at that level). Smaller values
    /// are noise: entering them finds no leaving row, or trades a noise-sized gain at one level
    /// for a real loss below it and cycles (see also ``objectiveNoise``).
    static let optimality = 1e-9

    /// A pivot changes an objective level's value measurably only beyond this fraction of the
    /// level's weight (or of 1). The value is a sum over many rows, each with its own rounding;
    /// a smaller gain is noise, and the move is not taken. Gains just above it can still be
    /// rounding, taken back by the levels below in steps each too small to see: the pivots then
    /// return to a basis already seen, and ``CycleGuard`` raises the threshold of that level.
    static let objectiveNoise = 1e-8

    /// A cycle of pivots (``CycleGuard``) is blamed on rounding when its weakest move was less
    /// than this many times its noise threshold above it: rounding leaves reduced costs and
    /// gains a few times over the thresholds (2.2e-8 against 2e-8 in the cycles seen), never
    /// ten thousand times. A level's thresholds are never raised beyond this factor in all, so
    /// what the simplex then counts as noise stays far below anything a layout shows.
    static let cycleMargin = 1e4

    /// A move decided at one level that worsens a level above by more than this many times
    /// that level's measurable change, through a cost there that the column confirms, is a
    /// real loss, not noise, and is refused (`Tableau.enter`; fuzz seed 8846 at 3,700 times).
    /// Nearer the noise, refusing it left worse answers than taking it (batch fuzz seed 7651
    /// at 2.4 times: the refused move came back through repricing as a pivot on a cell of
    /// 3e-27).
    static let realWorsening = 100.0

    /// A value (a row's constant, a phase-one minimum, a redundant row's constant) counts as
    /// non-zero or negative only beyond `feasibility` times the scale of the values it was
    /// computed from (never below 1: a layout is measured in cells). This decides redundancy
    /// (accept) against contradiction (refuse), so it errs on the side of accepting: a
    /// contradiction smaller than a billionth of the layout is not one a user can see. A row
    /// of the tableau is judged negative by ``rowFeasibility``, not by this.
    static let feasibility = 1e-9

    /// A restricted row of the tableau (a slack's, an error's) is infeasible, and the dual
    /// simplex restores it, when its constant is below `-rowFeasibility` times the largest
    /// magnitude summed into that constant (`Row.magnitude`, capped at the tableau's value
    /// scale, never below 1; see ``isInfeasible(_:scale:)``). A negative slack is a required
    /// constraint broken by that much, so this is far tighter than ``feasibility``: at a
    /// billionth of a window 2,000 cells wide, a slack of -5e-7 passed, and `a >= b` stayed
    /// broken by 5e-7 at values near 1; generated dashboards of 1,200 to 1,700 constraints
    /// ended with required constraints off by 1e-7 of their own magnitudes and a priority level
    /// above its optimum (the stress run's `dash 700` seed 3, `dash 1000` seeds 21 and 31,
    /// against HiGHS). A layout's rows carry about 1e-13 of their values in rounding. Ten times
    /// tighter (1e-12) chased that rounding: twice the time on `dash 700` seed 3, in dual
    /// pivots and refinement rounds, for no better answer. The magnitude, not the value scale
    /// alone: one constraint written with 82,100 let a row of values near 1 pass as feasible
    /// at -2.9e-5 (fuzz seed 207). The primal ratio test's near-ties are as tight (`Tableau.enter`),
    /// so a tie it breaks leaves a row no more negative than this; a row the dual simplex cannot
    /// restore, negative by less than ``feasibility`` of its magnitude, is taken as rounding.
    static let rowFeasibility = 1e-11

    /// Accept or refuse: a required constraint whose leftover (a redundant row's constant, phase
    /// one's minimum) is at most this fraction of the magnitudes it was computed from is
    /// redundant; beyond it, a contradiction. Rounding leaves about 1e-16 of those magnitudes
    /// per operation; the cases seen (a redundant chain of thirds at 5e-12 of its scale, a
    /// 0.001 contradiction hidden under two 2.4e6 terms at 2e-10) fall clearly on either side.
    ///
    /// A refusal is not decided by this test alone: the tableau's leftover carries the rounding
    /// of its whole history, and a redundant or tangent constraint written with coefficients
    /// from 1e-3 to 1e3 (and substituted through their products) can leave more than this
    /// (fuzz seeds 328, 2351, 3258, 5836, 9400). Before a refusal stands, the same test is made
    /// again on the constraints as written, in ``DoubleDouble`` arithmetic whose own rounding is
    /// sixteen digits below this threshold (``PreciseFeasibility``); only its verdict counts.
    static let redundancy = 1e-11

    /// A refusal proven by an exact combination of the constraints (``FarkasCertificate``:
    /// every variable cancels to exactly 0) stands without being re-decided when the constant
    /// left is negative by more than this fraction of the magnitudes combined. Any point then
    /// misses some constraint of the set by that much of the set's own numbers: ten thousand
    /// times what ``redundancy`` lets pass as rounding, and ten times what ``requiredResidual``
    /// does, so the long way (a fresh tableau, extended precision) could only refuse too. A
    /// smaller contradiction is a question of tolerances, and takes the long way.
    static let provenConflict = 1e-6

    /// In ``DoubleDouble`` arithmetic (about 32 digits), a pivot candidate or a reduced cost is
    /// noise when its magnitude is at most this fraction of the largest in its column: rounding
    /// leaves about 1e-32 of the magnitudes per operation, and the few hundred operations of a
    /// small dense simplex stay far below this, while the smallest real quantity it must see
    /// (a contradiction at ``redundancy`` of the magnitudes) is far above it.
    static let extendedNoise = 1e-24

    /// How far values may go, as a multiple of a system's constants (its rows scaled by their
    /// largest coefficients, at least 1), for a point to count when a refusal is re-decided
    /// exactly (``PreciseFeasibility``). Nearly parallel equalities are exactly satisfiable only
    /// far away; whether that is a contradiction or a point is a question of how far. The
    /// answers a solver in doubles can give keep their digits to about this reach (the fuzz
    /// test's judge stops at values of 1e7 on constants of 1 to 1,000); seed 9924's exact point
    /// needs 7.4e6 on constants of 200; seed 503's needs 1e18 and seed 2228's 3.6e14, on
    /// constants below 320.
    static let valueReach = 1e7

    /// A phase-one pivot whose element is below this fraction of the largest coefficient in
    /// its row, and whose step is more than ``illConditionedStep`` times the row's constant, is
    /// ill-conditioned: such a cell is often the amplified rounding of a coefficient that is
    /// zero (fuzz seed 3063: −0.00066 next to 233 in the row of `700 x7 <= 0`, where x7 depends
    /// on neither symbol, moved a slack by 2.2e7 and "satisfied" a contradiction). The
    /// acceptance such a phase one reaches is not trusted: the add is refused provisionally, and
    /// the solver re-decides it on a fresh tableau and in extended precision, as any refusal.
    /// The same ratio marks a tableau as ill-conditioned whenever any pivot divides by such a
    /// cell (``Tableau/illConditioned``): its answers are then checked against the constraints.
    static let illConditionedPivot = 1e-5
    static let illConditionedStep = 1e3

    /// A pivot on a cell below this fraction of its row's largest coefficient, though not
    /// ill-conditioned, multiplies the row's rounding by up to its inverse, and a few of them
    /// in a history compound: fuzz seed 2707 (coefficients of 1e-3 to 1e3 and thirds, pivots
    /// growing cells to between 1e3 and 1e4) left a cell 3e-6 off its value, harmless until a
    /// removal gave its symbol a value of 57 and a required constraint ended 1e-4 (1.2e-6 of its
    /// magnitudes) off. After each call on such a tableau (``Tableau/amplifiesRounding``) the
    /// solver checks the required constraints against its answer, and rebuilds from the
    /// constraints if one fails: a pass over the constraints, where only ill-conditioned
    /// tableaus (``illConditionedPivot``) also compare the objective's levels. On such a
    /// tableau the primal simplex also recomputes the objective from the rows when it stops
    /// after any pivot since the last recomputation, not only after many (see
    /// `Tableau.objectiveNeedsRefresh`). Layouts, with
    /// coefficients near 1 and multipliers such as 1/2 or 1/3, stay far below it.
    static let amplifyingPivot = 1e-3

    /// A tableau whose pivots grew a cell to this many times its row (``Tableau/growth``) holds
    /// rounding of 1e-8 of its magnitudes (1e8 times a double's 1.1e-16): as large as the
    /// simplex's own thresholds (``optimality``, ``pivot``), so its rows can call a real cost
    /// noise and a noise cell a pivot, and give a basis that is optimal only for them. Fuzz seed
    /// 130: nearly parallel required equalities grew a cell to 2.9e9, and an answer left a
    /// priority level at 189 where a fresh tableau reaches 0 (a variable in that level's
    /// constraint alone was made a function of the required rows). When a call takes the growth
    /// past it, the answer is compared with a fresh tableau's, and the better one is kept.
    static let untrustedGrowth = 1e8

    /// A required constraint holds at a solution if it is violated by at most this fraction of
    /// its magnitudes (1 plus its constant plus each term's |coefficient × value|). Checked on
    /// tableaus that pivoted on an ill-conditioned cell (``Tableau/illConditioned``), whose rows
    /// may have drifted from the constraints: a well-conditioned solve leaves about 1e-15 of
    /// the magnitudes, a drifted one that accepted a contradiction (fuzz seed 1927) 1e-1 and
    /// more. The test suite's reference checks 1e-6; this is tighter, so the solver re-decides
    /// before an answer could fail it.
    static let requiredResidual = 1e-7

    /// An ill-conditioned tableau's rows have drifted from the constraints when an objective
    /// level they give (weights times the rows' constants) differs from the level its answer
    /// evaluates to from the constraints by more than this fraction of the level's magnitudes;
    /// two answers' levels are equal within it too. Well-conditioned rows agree to about 1e-15.
    static let answerDrift = 1e-9

    /// The rounding a level's value carries when it is evaluated from the constraints at an
    /// answer, as a fraction of its magnitudes (weights times 1 plus the constants plus each
    /// |coefficient × value|): each product and sum leaves about 1e-16 of them, and the answer's
    /// values carry the rounding of the rows that gave them. A move that leaves a level alone
    /// changed it by up to 2.5e-13 of its magnitudes in the cases seen (fuzz seed 9634: 1.7e-9
    /// on magnitudes of 6,935; seed 9147: 1.6e-9 on 9.7e7); a level that got worse for real
    /// moved far more (seed 2516: 1.7e-4). Used to judge hinted moves
    /// (``AnswerReport/improves(on:)``).
    static let evaluationRounding = 1e-12
    /// A tableau that amplifies rounding refines its answer (`SolverCore.refineAnswer()`) when
    /// a constraint, evaluated as written at the tableau's point, is off by more than this
    /// fraction of its magnitudes: a tenth of ``answerDrift``, so a refined answer sits well
    /// inside what the drift checks allow. The rounding of constants that went through values
    /// far above the answer's leaves far more (fuzz seed 9198: 6e-3, after values of 2.8e8 on
    /// the way to an answer below 100); well-conditioned rows leave about 1e-15, and an answer
    /// is not moved for less than this, which would change later pivots for nothing.
    static let refinementTrigger = 1e-10

    /// A direction for repricing (`SolverCore.refinedDirection(of:)`) may leave a required
    /// equality without a marker (an untracked tableau's) off by up to this fraction of its
    /// magnitudes, which no marker column can correct: the repricing it leads to is then kept
    /// only if the answer, evaluated from the constraints as written, holds what it held and
    /// is no worse at any level. Twice W5's size, seed 2: on a tableau grown 2,072 times, the
    /// direction that reached the optimum (one pivot away, exactly, at priority 549: 140
    /// against 0) was 7.2e-10 off such an equality on a reach of 4, above
    /// ``refinementTrigger``; rounding of the objective's own rows (``objectiveNoise``) is this
    /// size too, and larger residuals are left to the rows' own costs.
    static let unmarkedDirection = 1e-8

    /// The largest reduced cost, as a fraction of its level's scale, that rounding can explain:
    /// rounding in an ill-conditioned tableau's columns leaves 1e-7 of the weights and less
    /// (fuzz seed 2414: 3.1e-7 beside weights of 2 at growth 7e8). Two uses. A cost at a
    /// higher level that blocks a real gain below it is recomputed from the constraints as
    /// written (`Tableau+Repricing.swift`) only if it is at most this (the recomputation
    /// decides; the bound keeps the work to the candidates rounding can explain). And a move
    /// decided by a cost beyond it is taken however small its gain (`Tableau.enter`): the gain
    /// is small because the step is, at a nearly degenerate vertex, and refusing the step
    /// stops the simplex at a vertex that is not optimal (fuzz seed 5422: a cost of -0.0087
    /// at a level of weight 4, a step of 1.5e-6; its level stayed at 118.19 where the exact
    /// optimum is 111.26).
    static let roundingCostBound = 1e-5

    /// A tableau whose pivots grew a cell past this many times its row (``Tableau/growth``) is
    /// searched for noise-blocked gains after every call (`SolverCore.repriceNoiseBlocked()`),
    /// not only once it amplifies rounding (``amplifyingPivot``, growth 1e3). Random
    /// many-priority systems of W5's size, seeds 123, 126 and 129 (growth 620, 440 and 740):
    /// each answer sat at a vertex that, evaluated in exact rational arithmetic, holds every
    /// required constraint and ties the exact optimum at every level above one, where it was
    /// worse (seed 126: 4,297,756 at priority 389 where 4,293,071 is the optimum); a cost at a
    /// level above, rounding of the columns, kept the simplex from the better vertex.
    /// The 14 repricings seeds 1-200 needed were all at growths between 100 and 1,000. Some
    /// layouts grow past it too (W1, W2): the search needs two levels and runs only when the
    /// cells, the basis or the costs changed since it last found nothing, so it costs W1, W2
    /// and W5 0.07-0.15% more instructions.
    static let repricingGrowth = 100.0

    /// Whether a required constraint's leftover `value` is zero at the scale `scale`.
    @inline(__always)
    static func isRedundant(_ value: Double, scale: Double) -> Bool {
        abs(value) <= redundancy * max(1, scale)
    }

    /// Whether `sum`, computed as `a + b`, is a cancellation to zero.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= cancellation * max(abs(a), abs(b))
    }

    /// Whether `value` is zero at the scale `scale` (the magnitude of what produced it).
    @inline(__always)
    static func isZero(_ value: Double, scale: Double) -> Bool {
        abs(value) <= feasibility * max(1, scale)
    }

    /// Whether `value` is negative beyond noise at the scale `scale`.
    @inline(__always)
    static func isNegative(_ value: Double, scale: Double) -> Bool {
        value < -feasibility * max(1, scale)
    }

    /// Whether a restricted row's `constant` makes it infeasible, judged at `scale` (see
    /// ``rowFeasibility``).
    @inline(__always)
    static func isInfeasible(_ constant: Double, scale: Double) -> Bool {
        constant < -rowFeasibility * max(1, scale)
    }
}
