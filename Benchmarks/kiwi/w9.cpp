// W9 (the boxed-label grid, issue 14's grid as the solver sees it) for kiwi, the figures
// `mortar-bench --only W9` prints beside its own (SolverBenchmarks.w9Kiwi). The same system as
// Benchmarks/CassowaryWorkloads/BoxedLabelGridWorkload.swift, in the same order: the screen's
// width and height as edit variables (strong) suggested 200 x 60, then every view's own
// constraints box by box (width, height >= 0; a label's intrinsic size, compression medium and
// hugging weak), the labels inside their boxes, the boxes edge to edge with equal widths per row
// and heights per column; then 20 resizes between 160 x 50 and 200 x 60. Each answer is checked
// against the closed-form optimum. kiwi adds one constraint at a time (it has no batch).
// Usage: w9 [side [builds]] (side 20, 3 builds by default; a build at side 20 takes seconds).
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w9.cpp -o w9 && ./w9
#include <kiwi/kiwi.h>
#include "harness.h"
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double since_us(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

struct Frame { Variable left, top, width, height; };

struct Grid {
    int side;
    std::vector<std::vector<Frame>> boxes, labels;
    std::vector<std::vector<int>> lengths;
    Variable screenWidth{"screen.width"}, screenHeight{"screen.height"};
    std::vector<Constraint> constraints;

    explicit Grid(int side) : side(side) {
        // A row at a time: copies of a Frame would share kiwi's variables.
        for (int r = 0; r < side; ++r) {
            boxes.emplace_back(side); labels.emplace_back(side); lengths.emplace_back(side);
            for (int c = 0; c < side; ++c) {
                Frame& b = boxes[r][c]; Frame& l = labels[r][c];
                int length = (int)("r" + std::to_string(r) + "c" + std::to_string(c)).size();
                lengths[r][c] = length;
                constraints.push_back(b.width >= 0);
                constraints.push_back(b.height >= 0);
                constraints.push_back(l.width >= 0);
                constraints.push_back(l.height >= 0);
                constraints.push_back((l.width >= length) | strength::medium);
                constraints.push_back((l.width <= length) | strength::weak);
                constraints.push_back((l.height >= 1) | strength::medium);
                constraints.push_back((l.height <= 1) | strength::weak);
            }
        }
        for (int r = 0; r < side; ++r) for (int c = 0; c < side; ++c) {
            Frame& b = boxes[r][c]; Frame& l = labels[r][c];
            constraints.push_back(l.left == b.left + 1);
            constraints.push_back(l.top == b.top + 1);
            constraints.push_back(l.left + l.width <= b.left + b.width - 1);
        }
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) {
                Frame& b = boxes[r][c];
                if (c == 0) constraints.push_back(b.left == 0);
                else constraints.push_back(b.left == boxes[r][c - 1].left + boxes[r][c - 1].width);
                if (r == 0) constraints.push_back(b.top == 0);
                else constraints.push_back(b.top == boxes[r - 1][c].top + boxes[r - 1][c].height);
                if (c > 0) constraints.push_back(b.width == boxes[r][0].width);
                if (r > 0) constraints.push_back(b.height == boxes[0][c].height);
            }
            constraints.push_back(boxes[r][side - 1].left + boxes[r][side - 1].width == screenWidth);
        }
        for (int c = 0; c < side; ++c)
            constraints.push_back(boxes[side - 1][c].top + boxes[side - 1][c].height == screenHeight);
    }

    bool check(double width, double height) const {
        double w = width / side, h = height / side, tol = 1e-6 * std::max({1.0, width, height});
        auto near = [&](const Variable& v, double x) { return std::fabs(v.value() - x) <= tol; };
        for (int r = 0; r < side; ++r) for (int c = 0; c < side; ++c) {
            const Frame& b = boxes[r][c]; const Frame& l = labels[r][c];
            double x = c * w, y = r * h;
            if (!near(b.left, x) || !near(b.top, y) || !near(b.width, w) || !near(b.height, h)
                || !near(l.left, x + 1) || !near(l.top, y + 1)
                || !near(l.width, std::max(0.0, std::min((double)lengths[r][c], w - 2))) || !near(l.height, 1))
                return false;
        }
        return true;
    }
};

int main(int argc, char** argv) {
    int side = argc > 1 ? std::atoi(argv[1]) : 20;
    int builds = argc > 2 ? std::atoi(argv[2]) : 3;
    const double sizes[2][2] = {{160, 50}, {200, 60}};
    std::vector<double> buildTimes, resizeTimes;
    bool ok = true;
    size_t count = 0;
    for (int b = 0; b < builds; ++b) {
        Grid grid(side);
        count = grid.constraints.size();
        Solver solver;
        auto t0 = Clock::now();
        solver.addEditVariable(grid.screenWidth, strength::strong);
        solver.addEditVariable(grid.screenHeight, strength::strong);
        solver.suggestValue(grid.screenWidth, 200);
        solver.suggestValue(grid.screenHeight, 60);
        for (const Constraint& c : grid.constraints) solver.addConstraint(c);
        solver.updateVariables();
        buildTimes.push_back(since_us(t0));
        ok = ok && grid.check(200, 60);
        for (int i = 0; i < 20; ++i) {
            const double* size = sizes[i % 2];
            auto t1 = Clock::now();
            solver.suggestValue(grid.screenWidth, size[0]);
            solver.suggestValue(grid.screenHeight, size[1]);
            solver.updateVariables();
            resizeTimes.push_back(since_us(t1));
            ok = ok && grid.check(size[0], size[1]);
        }
    }
    std::printf("kiwi W9 side %d (%zu constraints): build median %.1f us over %d, resize median %.1f us, %s\n",
                side, count, median(buildTimes), builds, median(resizeTimes), ok ? "all optimal" : "NOT OPTIMAL");
    return ok ? 0 : 1;
}
