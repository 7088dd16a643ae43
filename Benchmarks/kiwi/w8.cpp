// W8 (a row of boxes) for kiwi, the figures `mortar-bench --only W8` prints beside its own
// (SolverBenchmarks.w8Kiwi). The same rows as Benchmarks/CassowaryWorkloads/RowOfBoxesWorkload.swift:
// splitmix64 seeded with the seed, the same draws in the same order, the same constraints added in
// the same order, then the gap's and the window's edit variables (strong; the gap suggested 1, the
// window its first width), 20 resizes of the window and six changes of the gap; rows of 100 boxes
// (seeds 1-5) and of 400 (seed 1). Per size: the median resize, the slowest, the median build and
// gap change, each answer checked against the closed-form optimum (the row's end and the weak
// widths' total shortfall).
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w8.cpp -o w8 && ./w8
#include <kiwi/kiwi.h>
#include "harness.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <vector>
using namespace kiwi;
using Clock = std::chrono::steady_clock;

static const int resizes = 20;
static const double gaps[] = {2, 0, 1, 2, 0, 1};
static const double firstGap = 1;

static double since_us(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

struct Row {
    std::vector<Variable> lefts, widths;
    std::vector<double> preferred, windows;
    Variable gap{"gap"}, window{"window"};
    std::vector<Constraint> constraints;

    Row(int boxes, uint64_t seed) {
        SplitMix64 rng{seed};
        for (int i = 0; i < boxes; ++i) { lefts.emplace_back("x"); widths.emplace_back("w"); }
        constraints.push_back(lefts[0] == 0);
        for (int i = 0; i < boxes; ++i) {
            double width = double(5 + rng.next() % 16);
            preferred.push_back(width);
            constraints.push_back(widths[i] - 1 >= 0);
            constraints.push_back((widths[i] - width == 0) | strength::weak);
            if (i > 0) constraints.push_back(lefts[i] - lefts[i - 1] - widths[i - 1] - gap == 0);
        }
        constraints.push_back(lefts[boxes - 1] + widths[boxes - 1] - window <= 0);
        uint64_t low = uint64_t(boxes + 2 * (boxes - 1));
        uint64_t high = uint64_t((std::accumulate(preferred.begin(), preferred.end(), 0.0) + 2.0 * (boxes - 1)) * 1.1);
        for (int i = 0; i <= resizes; ++i) windows.push_back(double(low + rng.next() % (high - low + 1)));
    }

    // RowOfBoxesWorkload.check: the links, minimums and end hold; the end and the shortfall are the optimum's.
    bool check(double windowWidth, double gapWidth) const {
        size_t n = lefts.size();
        double natural = std::accumulate(preferred.begin(), preferred.end(), 0.0) + gapWidth * double(n - 1);
        double end = natural <= windowWidth ? natural : windowWidth;
        double shortfall = natural <= windowWidth ? 0 : natural - windowWidth;
        double tolerance = 1e-6 * std::max(1.0, windowWidth);
        if (std::fabs(lefts[0].value()) > tolerance || std::fabs(gap.value() - gapWidth) > tolerance) return false;
        if (std::fabs(lefts[n - 1].value() + widths[n - 1].value() - end) > tolerance) return false;
        double off = 0;
        for (size_t i = 0; i < n; ++i) {
            if (widths[i].value() < 1 - tolerance) return false;
            if (i > 0 && std::fabs(lefts[i].value() - lefts[i - 1].value() - widths[i - 1].value() - gap.value()) > tolerance)
                return false;
            off += std::fabs(widths[i].value() - preferred[i]);
        }
        return std::fabs(off - shortfall) <= tolerance;
    }
};

int main() {
    bool allOk = true;
    struct Size { int boxes; uint64_t firstSeed, lastSeed; };
    for (Size size : {Size{100, 1, 5}, Size{400, 1, 1}}) {
        std::vector<double> builds, resizeTimes, gapTimes;
        bool ok = true;
        for (uint64_t seed = size.firstSeed; seed <= size.lastSeed; ++seed) {
            Row row(size.boxes, seed);
            Solver solver;
            auto t0 = Clock::now();
            for (const Constraint& c : row.constraints) solver.addConstraint(c);
            solver.addEditVariable(row.gap, strength::strong);
            solver.addEditVariable(row.window, strength::strong);
            solver.suggestValue(row.gap, firstGap);
            solver.suggestValue(row.window, row.windows[0]);
            solver.updateVariables();
            builds.push_back(since_us(t0));
            ok = ok && row.check(row.windows[0], firstGap);
            for (int i = 1; i <= resizes; ++i) {
                auto t = Clock::now();
                solver.suggestValue(row.window, row.windows[i]);
                solver.updateVariables();
                resizeTimes.push_back(since_us(t));
                ok = ok && row.check(row.windows[i], firstGap);
            }
            for (double g : gaps) {
                auto t = Clock::now();
                solver.suggestValue(row.gap, g);
                solver.updateVariables();
                gapTimes.push_back(since_us(t));
                ok = ok && row.check(row.windows[resizes], g);
            }
        }
        std::printf("W8 kiwi %d boxes: %.1f us per resize (slowest %.1f), build %.1f us, gap change %.1f us, checks %s\n",
                    size.boxes, median(resizeTimes), *std::max_element(resizeTimes.begin(), resizeTimes.end()),
                    median(builds), median(gapTimes), ok ? "ok" : "FAILED");
        allOk = allOk && ok;
    }
    return allOk ? 0 : 1;
}
