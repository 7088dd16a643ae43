// W7 (dashboards) for kiwi, the figures `mortar-bench --only W7` prints beside its own
// (SolverBenchmarks.w7Kiwi). The same systems as Benchmarks/mortar-bench/DashboardWorkload.swift:
// splitmix64 seeded with the seed, the same draws in the same order, the same constraints added in
// the same order, then the window's edit variable (suggested 900), 40 resizes and 20 label changes;
// seeds 1-3, each run twice; per size the median build, resize and churn pair (remove + add +
// update), the slowest resize, and (weighted form) seed 1's objective after the resizes. Which runs
// throw changes from one execution to the next: kiwi orders its symbols by address.
// kiwi has no exact priorities. Two forms of the strengths:
// - weighted: priority p and weight w become the strength p * w, the edit 900 (DashboardWorkload's
//   `weighted` form, the same problem for both solvers, so the same optimum);
// - apart: priorities 900, 750, 500 and 250 become 1e8, 1e5, 1e2 and 0.1 times the weight, the
//   nearest kiwi comes to this project's exact levels (it throws on most systems there).
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w7.cpp -o w7 && ./w7 [rows...]
#include <kiwi/kiwi.h>
#include "harness.h"
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <vector>

static bool weightedForm = true;
static double strength(int priority, double weight) {
    if (weightedForm) return priority * weight;
    switch (priority) {
    case 900: return 1e8 * weight;
    case 750: return 1e5 * weight;
    case 500: return 1e2 * weight;
    default: return 0.1 * weight;
    }
}

struct Panel { kiwi::Variable left, right, top, bottom; };

struct System {
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
    std::vector<kiwi::Constraint> labelWidths;
    std::vector<double> weights;  // p * w of each constraint, 0 for a required one
    std::vector<double> labelWidthWeight;
    std::vector<kiwi::Variable> labelVariables;
    std::vector<double> widths;
    std::vector<std::pair<int, double>> churn;
};

static System makeSystem(int rows, uint64_t seed) {
    const int columns = 6, resizes = 40, churns = 20;
    SplitMix64 rng{seed};
    System s;
    auto variable = [&]() { s.variables.emplace_back("x"); return s.variables.back(); };
    using T = std::vector<std::pair<double, kiwi::Variable>>;
    // A required constraint, or one of priority p and weight w; records p * w for the objective.
    auto c = [&](T terms, double constant, kiwi::RelationalOperator op, int priority = 1000, double w = 1) {
        std::vector<kiwi::Term> ts;
        for (auto& t : terms) ts.emplace_back(t.second, t.first);
        s.weights.push_back(priority == 1000 ? 0 : priority * w);
        return kiwi::Constraint(kiwi::Expression(ts, constant), op,
                                priority == 1000 ? kiwi::strength::required : strength(priority, w));
    };
    auto weight = [&]() { return double(1 + rng.next() % 4); };
    auto& k = s.constraints;
    kiwi::Variable window = variable(), sideLeft = variable(), sideRight = variable();
    k.push_back(c({{1, sideLeft}}, 0, kiwi::OP_EQ));
    k.push_back(c({{1, sideRight}, {-1, sideLeft}}, -30, kiwi::OP_EQ));
    std::vector<Panel> panels;
    for (int r = 0; r < rows; r++) {
        for (int col = 0; col < columns; col++) {
            kiwi::Variable l = variable(), rt = variable(), t = variable(), b = variable();
            kiwi::Variable cx = variable(), cy = variable(), lx = variable(), lw = variable(), ly = variable();
            k.push_back(c({{1, rt}, {-1, l}}, 0, kiwi::OP_GE));
            k.push_back(c({{1, b}, {-1, t}}, 0, kiwi::OP_GE));
            double aspects[] = {0.25, 0.5, 0.75, 1};
            double aspect = aspects[rng.next() % 4];
            bool aspectRequired = rng.next() % 4 == 0;
            double aspectWeight = weight();
            k.push_back(c({{1, b}, {-1, t}, {-aspect, rt}, {aspect, l}}, 0, kiwi::OP_EQ,
                          aspectRequired ? kiwi::strength::required : 750, aspectWeight));
            k.push_back(c({{2, cx}, {-1, l}, {-1, rt}}, 0, kiwi::OP_EQ));
            k.push_back(c({{2, cy}, {-1, t}, {-1, b}}, 0, kiwi::OP_EQ));
            k.push_back(c({{1, lx}, {0.5, lw}, {-1, cx}}, 0, kiwi::OP_EQ));
            double text = double(4 + rng.next() % 20);
            double textWeight = weight();
            s.labelWidths.push_back(c({{1, lw}}, -text, kiwi::OP_EQ, 250, textWeight));
            s.labelWidthWeight.push_back(textWeight);
            s.labelVariables.push_back(lw);
            k.push_back(s.labelWidths.back());
            k.push_back(c({{1, lw}}, 0, kiwi::OP_GE));
            k.push_back(c({{1, lx}, {-1, l}}, -1, kiwi::OP_GE, 750, 2));
            k.push_back(c({{1, ly}, {-1, cy}}, 0, kiwi::OP_EQ, 500, 1));
            if (col == 0) {
                k.push_back(c({{1, l}, {-1, sideRight}}, -2, kiwi::OP_GE));
            } else {
                Panel before = panels.back();
                k.push_back(c({{1, l}, {-1, before.right}}, -2, kiwi::OP_GE));
                k.push_back(c({{1, t}, {-1, before.top}}, 0, kiwi::OP_EQ, 750, 1));
                double bottomWeight = weight();
                k.push_back(c({{1, b}, {-1, before.bottom}}, 0, kiwi::OP_EQ, 500, bottomWeight));
            }
            if (r == 0) {
                k.push_back(c({{1, t}}, -1, kiwi::OP_GE));
            } else {
                Panel above = panels[panels.size() - columns];
                k.push_back(c({{1, t}, {-1, above.bottom}}, -1, kiwi::OP_GE));
                double leftWeight = weight();
                k.push_back(c({{1, l}, {-1, above.left}}, 0, kiwi::OP_EQ, 750, leftWeight));
                k.push_back(c({{1, rt}, {-1, above.right}}, 0, kiwi::OP_EQ, 500, 1));
            }
            double preferred = double(20 + rng.next() % 51);
            double preferredWeight = weight();
            k.push_back(c({{1, rt}, {-1, l}}, -preferred, kiwi::OP_EQ, 250, preferredWeight));
            if (col == columns - 1) {
                k.push_back(c({{1, rt}, {-1, window}}, 0, kiwi::OP_LE, 750, 4));
                k.push_back(c({{1, rt}, {-1, window}}, 0, kiwi::OP_EQ, 250, 1));
            }
            panels.push_back({l, rt, t, b});
        }
    }
    for (int i = 0; i < resizes; i++) s.widths.push_back(double(40 + rng.next() % 1960));
    for (int i = 0; i < churns; i++) {
        int panel = int(rng.next() % uint64_t(panels.size()));
        s.churn.push_back({panel, double(4 + rng.next() % 20)});
    }
    return s;
}

// The weighted objective: 900 * |window - width| plus p * w times how far each optional constraint
// is off, the same sum as DashboardWorkload.weightedObjective.
static double objective(const System& s, double width) {
    double total = 900 * std::abs(s.variables[0].value() - width);
    for (size_t i = 0; i < s.constraints.size(); i++) {
        if (s.weights[i] == 0) continue;
        const kiwi::Constraint& c = s.constraints[i];
        double v = c.expression().value();
        double off = c.op() == kiwi::OP_EQ ? std::abs(v) : (c.op() == kiwi::OP_LE ? std::max(v, 0.0) : std::max(-v, 0.0));
        total += s.weights[i] * off;
    }
    return total;
}

static void runAll(int rows, bool weighted) {
    using clock = std::chrono::steady_clock;
    auto us = [](clock::time_point a, clock::time_point b) { return std::chrono::duration<double, std::micro>(b - a).count(); };
    weightedForm = weighted;
    std::vector<double> builds, resizes, churns;
    double objective1 = 0;
    int threw = 0;
    for (int run = 0; run < 2; run++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            System s = makeSystem(rows, seed);
            kiwi::Variable window = s.variables[0];
            kiwi::Solver solver;
            try {
                auto t0 = clock::now();
                for (auto& c : s.constraints) solver.addConstraint(c);
                solver.addEditVariable(window, strength(900, 1));
                solver.suggestValue(window, 900);
                solver.updateVariables();
                builds.push_back(us(t0, clock::now()));
                for (double w : s.widths) {
                    auto r0 = clock::now();
                    solver.suggestValue(window, w);
                    solver.updateVariables();
                    resizes.push_back(us(r0, clock::now()));
                }
                if (seed == 1) objective1 = objective(s, s.widths.back());
                for (auto& [panel, width] : s.churn) {
                    kiwi::Constraint old = s.labelWidths[panel];
                    kiwi::Constraint fresh(kiwi::Expression({kiwi::Term(s.labelVariables[panel], 1)}, -width), kiwi::OP_EQ,
                                           strength(250, s.labelWidthWeight[panel]));
                    auto p0 = clock::now();
                    solver.removeConstraint(old);
                    solver.addConstraint(fresh);
                    solver.updateVariables();
                    churns.push_back(us(p0, clock::now()));
                    s.labelWidths[panel] = fresh;
                }
            } catch (std::exception& e) {
                threw++;
            }
        }
    }
    auto med = [](const std::vector<double>& v) { return v.empty() ? 0.0 : median(v); };
    std::printf("W7 kiwi %s, %d rows (%zu constraints): build %.0f us, resize median %.2f us, max %.0f us, churn %.1f us; "
                "%d of 6 runs threw", weighted ? "weighted" : "apart", rows, makeSystem(rows, 1).constraints.size(),
                med(builds), med(resizes), resizes.empty() ? 0.0 : *std::max_element(resizes.begin(), resizes.end()),
                med(churns), threw);
    // The objective is the weighted form's: a comparison only where kiwi solved that form.
    if (weighted) std::printf("; objective_s1 %.6f", objective1);
    std::printf("\n");
}

int main(int argc, char** argv) {
    std::vector<int> sizes = {4, 10};
    if (argc > 1) { sizes.clear(); for (int i = 1; i < argc; i++) sizes.push_back(std::atoi(argv[i])); }
    for (int rows : sizes) {
        runAll(rows, true);
        runAll(rows, false);
    }
}
