// W6 (refusals) for kiwi, the figures `mortar-bench` prints beside its own
// (RefusalWorkload.kiwiChain / kiwiGrid): the same two systems as
// Benchmarks/mortar-bench/RefusalWorkload.swift, built the same way, the refused add timed
// (kiwi throws UnsatisfiableConstraint and names nothing). Three rounds, each the median of 7
// chains and one grid (kiwi builds the grid in about a second, so one per round).
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w6.cpp -o w6 && ./w6
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>
#include <string>
#include <cstdlib>
using namespace kiwi;
static double now_us() { return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
static double median(std::vector<double> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }

// A chain x0 == 0, x[i+1] == x[i] + 1, then x[n] <= n - 1: refused.
static double chain(int n) {
    Solver s;
    std::vector<Variable> x;
    for (int i = 0; i <= n; ++i) x.emplace_back("x" + std::to_string(i));
    s.addConstraint(x[0] == 0);
    for (int i = 0; i < n; ++i) s.addConstraint(x[i + 1] == x[i] + 1);
    double t0 = now_us();
    bool refused = false;
    try { s.addConstraint(x[n] <= n - 1); } catch (const UnsatisfiableConstraint&) { refused = true; }
    double t = now_us() - t0;
    if (!refused) std::printf("chain: not refused!\n");
    return t;
}

// A grid of n x n cells: each row from 0, widths >= 1 (weak 10), gaps of 1, right edge <= W
// (an edit at 200, strong), rows aligned with the first; then W <= 3: refused.
static double grid(int n) {
    Solver s;
    Variable W("W");
    s.addEditVariable(W, strength::strong);
    s.suggestValue(W, 200);
    std::vector<std::vector<Variable>> left(n), width(n);
    for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) { left[i].emplace_back(); width[i].emplace_back(); }
    for (int i = 0; i < n; ++i) {
        s.addConstraint(left[i][0] == 0);
        for (int j = 0; j < n; ++j) {
            s.addConstraint(width[i][j] >= 1);
            s.addConstraint(width[i][j] == 10 | strength::weak);
            if (j + 1 < n) s.addConstraint(left[i][j + 1] == left[i][j] + width[i][j] + 1);
            if (i > 0) { s.addConstraint(left[i][j] == left[0][j]); s.addConstraint(width[i][j] == width[0][j]); }
        }
        s.addConstraint(left[i][n - 1] + width[i][n - 1] <= W);
    }
    double t0 = now_us();
    bool refused = false;
    try { s.addConstraint(W <= 3); } catch (const UnsatisfiableConstraint&) { refused = true; }
    double t = now_us() - t0;
    if (!refused) std::printf("grid: not refused!\n");
    return t;
}

int main(int argc, char** argv) {
    int gn = argc > 1 ? atoi(argv[1]) : 20;  // the grid's side; mortar-bench uses 20
    for (int round = 0; round < 3; ++round) {
        std::vector<double> c, g;
        for (int r = 0; r < 7; ++r) c.push_back(chain(500));
        double t0 = now_us();
        g.push_back(grid(gn));
        double whole = now_us() - t0;
        std::printf("W6 kiwi: chain n=500 refusal %.1f us; grid n=%d refusal %.1f us (whole run %.0f us)\n", median(c), gn, median(g), whole);
    }
}
