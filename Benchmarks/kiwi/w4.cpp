// W4 (hide and show a row of a 500-row form) for kiwi, as Benchmarks/mortar-bench defines it
// (SolverWorkloads.w4Build, SolverBenchmarks.w4): the same variables and constraints in the same
// order, the same rows (splitmix64 seeded with 4, k = next() % 500, 200 draws), each half timed
// on its own, the checks outside the timed halves, the median over fresh builds. The definition
// has 7 builds; kiwi takes about 0.3-1 s per pair, so an optional argument sets fewer (the
// median of fewer builds, said in the output line).
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w4.cpp -o w4 && ./w4 [builds]
#include <kiwi/kiwi.h>
#include "harness.h"
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
using namespace kiwi;
using Clock = std::chrono::steady_clock;

static const int rows = 500;

static double since_us(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

struct Form {
    Solver solver;
    Variable width{"W"}, height{"H"};
    std::vector<Variable> views;  // per row: label left, top, width, height, field left, top, width, height
    std::vector<Constraint> shown, hidden;

    Form() {
        for (int i = 0; i < 8 * rows; ++i) views.emplace_back();
        solver.addEditVariable(width, strength::strong);
        solver.suggestValue(width, 120);
        solver.addEditVariable(height, strength::strong);
        solver.suggestValue(height, 2000);
        for (int k = 0; k < rows; ++k) {
            Variable* v = &views[8 * k];
            Variable &labelLeft = v[0], &labelTop = v[1], &labelWidth = v[2], &labelHeight = v[3];
            Variable &fieldLeft = v[4], &fieldTop = v[5], &fieldWidth = v[6], &fieldHeight = v[7];
            solver.addConstraint(labelLeft == 1);
            solver.addConstraint(labelWidth == 20 | strength::medium);
            solver.addConstraint(labelWidth >= 5);
            solver.addConstraint(fieldLeft == labelLeft + labelWidth + 1);
            solver.addConstraint(fieldLeft + fieldWidth == width - 1);
            solver.addConstraint(fieldWidth >= 10);
            Constraint show = labelHeight == 1;
            solver.addConstraint(show);
            solver.addConstraint(fieldHeight == labelHeight);
            solver.addConstraint(fieldTop == labelTop);
            if (k == 0) solver.addConstraint(labelTop == 0);
            else solver.addConstraint(labelTop == views[8 * k - 7] + views[8 * k - 5] + 1);
            shown.push_back(show);
            hidden.push_back(labelHeight == 0);
        }
        int last = 8 * (rows - 1);
        solver.addConstraint(views[last + 1] + views[last + 3] <= height);
        solver.updateVariables();
    }

    double checksum() const {
        double sum = 0;
        for (const Variable& v : views) sum += v.value();
        return sum;
    }

    // The solution SolverWorkloads.w4Check derives: label (1, 2j, 20, 1), field (22, 2j, 97, 1),
    // and while row k is hidden its heights 0 and every row below it one higher.
    bool check(int hiddenRow) const {
        auto near = [](double a, double b) { return std::fabs(a - b) < 1e-6 * std::max(1.0, std::fabs(b)); };
        for (int j = 0; j < rows; ++j) {
            double h = j == hiddenRow ? 0 : 1;
            double top = 2.0 * j - (hiddenRow >= 0 && j > hiddenRow ? 1 : 0);
            const Variable* v = &views[8 * j];
            if (!near(v[3].value(), h) || !near(v[7].value(), h) || !near(v[1].value(), top) || !near(v[5].value(), top))
                return false;
        }
        double full = 142.0 * rows + 2.0 * rows * (rows - 1);
        double expected = hiddenRow < 0 ? full : full - 2 - 2.0 * (rows - 1 - hiddenRow);
        return near(checksum(), expected);
    }
};

int main(int argc, char** argv) {
    int builds = argc > 1 ? std::atoi(argv[1]) : 7;
    if (builds < 1) builds = 1;
    SplitMix64 rng{4};
    std::vector<int> indices;
    long indexSum = 0;
    for (int i = 0; i < 200; ++i) { indices.push_back(int(rng.next() % rows)); indexSum += indices.back(); }
    bool ok = indices[0] == 478 && indices[1] == 304 && indices[7] == 366 && indexSum == 48927;
    std::vector<double> pairs, hides, shows;
    for (int b = 0; b < builds; ++b) {
        Form form;
        ok = ok && form.check(-1);
        double hideTotal = 0, showTotal = 0;
        for (size_t i = 0; i < indices.size(); ++i) {
            int k = indices[i];
            auto t0 = Clock::now();
            form.solver.removeConstraint(form.shown[k]);
            form.solver.addConstraint(form.hidden[k]);
            form.solver.updateVariables();
            hideTotal += since_us(t0);
            if (i == 0) ok = ok && form.check(k);
            auto t1 = Clock::now();
            form.solver.removeConstraint(form.hidden[k]);
            form.solver.addConstraint(form.shown[k]);
            form.solver.updateVariables();
            showTotal += since_us(t1);
        }
        ok = ok && form.check(-1);
        pairs.push_back((hideTotal + showTotal) / indices.size());
        hides.push_back(hideTotal / indices.size());
        shows.push_back(showTotal / indices.size());
    }
    std::printf("W4 kiwi: %.1f us per hide+show pair (hide %.1f, show %.1f; median of %d builds x 200 pairs), checks %s\n",
                median(pairs), median(hides), median(shows), builds, ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
