// Open solver defects
//
// Each file here is a case the operation fuzz test found (seeds 1-500, `CASSOWARY_FUZZ_SCALE=5`),
// minimised by its harness, where scipy's HiGHS (the same lexicographic LP) confirms the solver is
// wrong: a priority level left worse than its optimum. All are badly scaled systems
// (coefficients from 1e-3 to 1e3 in one constraint, and the products of such coefficients
// through substitutions). Fixed since, and moved to ../Regressions/: the false acceptances of
// the 100x runs (seeds 1927 and 3063, checked in exact rational arithmetic and with scipy), the
// required constraints broken (seeds 168, 362, 416, 500) and one objective (285), all by the
// check of a drifted tableau's answers (`Tableau.illConditioned`); three objectives (249, 262,
// 274) by the objective recomputed from the rows (`Tableau.refreshObjective()`) and long moves
// no longer refused for noise above them; 223 by rebuilding an ill-conditioned tableau whose
// rows disagree with its answer (`SolverCore.repairIfDrifted()`); 449 by partial pricing
// (`Tableau.runPrimal`). Each test wraps its check in
// `withKnownIssue`, so `make test` stays green while the defect is open and fails ("known issue
// was not recorded") the day a change fixes it: then move the file to `../Regressions/` without
// the wrapper, and say in it what fixed it.
//
// One case is of another kind: seed 4927, a required constraint accepted 7,741 off (found beyond
// `make test`'s seeds). Seed 5844 (a refused add changed the last bits of a later answer) was
// fixed by restoring the candidate heap on rollback.
//
// (This file holds only this note; the cases are the other files in this folder.)
