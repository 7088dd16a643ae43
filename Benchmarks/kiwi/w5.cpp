// W5 (random many-priority systems) for kiwi, the figures `mortar-bench` prints beside its own
// (SolverBenchmarks.w5KiwiPair / w5KiwiBuild). The same systems as
// Benchmarks/mortar-bench/ManyPriorityWorkload.swift: splitmix64 seeded with 1...5, the same
// draws in the same order. kiwi has no exact priorities: priority p and weight w become the
// strength p * w (a weighted sum), so kiwi solves the same constraints to a different optimum.
// Most of kiwi's pairs throw (an "unbounded" objective on a noise reduced cost, then the removal
// of a constraint it never re-added) and cost microseconds; the first line it prints times the
// pairs it completed apart from those, the figure to set beside this project's over the same
// pairs (`same_median_us`, `same_mean_us`), whose pairs all complete. The last two lines say which
// pairs those are, in each run how many of each system's pairs kiwi completed before its first
// failure (ManyPriorityWorkload.kiwiCompletedPairs), and time them. Which pairs kiwi completes
// depends on the binary (kiwi orders its variables by address), not on the execution: after a
// change here, run it and copy that list into the Swift side.
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w5.cpp -o w5 && ./w5
#include <kiwi/kiwi.h>
#include "harness.h"
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

static double mean(const std::vector<double>& v) { double s = 0; for (double x : v) s += x; return v.empty() ? 0 : s / v.size(); }

int main() {
    using clock = std::chrono::steady_clock;
    const int n = 30, m = 80, churns = 100;
    std::vector<double> builds, pairs, okPairs, failedPairs;
    int refusedOrThrew = 0;
    std::vector<int> completedPrefix;
    std::vector<double> prefixPairs;
    for (int run = 0; run < 3; run++) {
        for (uint64_t seed = 1; seed <= 5; seed++) {
            SplitMix64 rng{seed};
            std::vector<kiwi::Variable> x;
            for (int i = 0; i < n; i++) x.emplace_back("x");
            std::vector<kiwi::Constraint> constraints;
            for (int i = 0; i < m; i++) {
                std::vector<kiwi::Term> terms;
                int k = 2 + int(rng.next() % 3);
                for (int t = 0; t < k; t++) {
                    int v = int(rng.next() % uint64_t(n));
                    int c = int(rng.next() % 2001) - 1000;
                    if (c == 0) c = 1;
                    terms.emplace_back(x[v], double(c) / 1000);
                }
                int relation = int(rng.next() % 3);
                double constant = double(int(rng.next() % 201) - 100);
                double strength = kiwi::strength::required;
                if (i % 3 != 0) {
                    double priority = double(1 + rng.next() % 999);
                    double weight = 1 + double(rng.next() % 1000) / 1000;
                    strength = priority * weight;
                }
                kiwi::RelationalOperator op = relation == 0 ? kiwi::OP_LE : (relation == 1 ? kiwi::OP_EQ : kiwi::OP_GE);
                constraints.emplace_back(kiwi::Expression(terms, constant), op, strength);
            }
            kiwi::Solver solver;
            std::vector<kiwi::Constraint> added;
            auto t0 = clock::now();
            for (auto& c : constraints) {
                try { solver.addConstraint(c); added.push_back(c); } catch (...) { refusedOrThrew++; }
            }
            solver.updateVariables();
            auto t1 = clock::now();
            int prefix = -1;
            for (int k = 0; k < churns; k++) {
                auto& c = added[(size_t(k) * 7919) % added.size()];
                auto p0 = clock::now();
                bool ok = true;
                try { solver.removeConstraint(c); solver.addConstraint(c); } catch (...) { refusedOrThrew++; ok = false; }
                auto p1 = clock::now();
                (ok ? okPairs : failedPairs).push_back(std::chrono::duration<double, std::micro>(p1 - p0).count());
                if (!ok && prefix < 0) prefix = k;
                if (prefix < 0) prefixPairs.push_back(std::chrono::duration<double, std::micro>(p1 - p0).count());
            }
            solver.updateVariables();
            auto t2 = clock::now();
            completedPrefix.push_back(prefix < 0 ? churns : prefix);
            builds.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
            pairs.push_back(std::chrono::duration<double, std::micro>(t2 - t1).count() / churns);
        }
    }
    std::printf("completed pairs %zu: median %.1f us, mean %.1f us; failed pairs %zu: median %.1f us, mean %.1f us\n",
                okPairs.size(), median(okPairs), mean(okPairs), failedPairs.size(), median(failedPairs), mean(failedPairs));
    std::printf("W5 kiwi: %.1f us per remove+add pair, %.1f us per build (median of 15), %d calls threw\n",
                median(pairs), median(builds), refusedOrThrew);
    std::printf("pairs completed before the first failure, per run and system:");
    for (size_t i = 0; i < completedPrefix.size(); i++) std::printf("%s%d", i % 5 == 0 ? (i ? "], [" : " [[") : ", ", completedPrefix[i]);
    std::printf("]]\n");
    std::printf("those %zu pairs: median %.1f us, mean %.1f us\n", prefixPairs.size(), median(prefixPairs), mean(prefixPairs));
}
