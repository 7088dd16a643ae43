// W1 (build + solve a row of views), W2 (resize through an edit variable) and W3 (remove + add
// churn) for kiwi, as `shared/reference/solver-workloads.md` defines them and
// Benchmarks/mortar-bench (SolverBenchmarks) runs them: the same insertion orders, repetitions
// and checksums, each figure the median of its repetitions. W1 at N = 10000 (over a minute and
// 6 GB for kiwi) is left out, as `mortar-bench --skip-large` leaves it out.
// Not built by `make test`. `make bench-kiwi` builds it against kiwi 1.4.2 and runs it beside
// mortar-bench (Scripts/bench-beside-kiwi.sh); by hand:
//   git clone https://github.com/nucleic/kiwi && g++ -O2 -std=c++17 -Ikiwi w123.cpp -o w123 && ./w123
#include <kiwi/kiwi.h>
#include "harness.h"
#include <chrono>
#include <cstdio>
#include <vector>
using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double since_us(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

// The W1 system of N views, added in the definition's order; the strengths are kiwi's.
struct Row {
    std::vector<Variable> left, top, width, height;
    std::vector<Constraint> nonRequired;  // width == 10 (weak), height == 3 (medium), per view
};

static Row addRow(Solver& s, int n) {
    Row r;
    for (int i = 0; i < n; ++i) {
        r.left.emplace_back(); r.top.emplace_back(); r.width.emplace_back(); r.height.emplace_back();
        if (i == 0) {
            s.addConstraint(r.left[0] == 0);
            s.addConstraint(r.top[0] == 0);
        } else {
            s.addConstraint(r.left[i] == r.left[i - 1] + r.width[i - 1] + 1);
            s.addConstraint(r.top[i] == r.top[i - 1]);
        }
        s.addConstraint(r.width[i] >= 1);
        Constraint w = r.width[i] == 10 | strength::weak;
        Constraint h = r.height[i] == 3 | strength::medium;
        s.addConstraint(w);
        s.addConstraint(h);
        s.addConstraint(r.height[i] <= 20);
        r.nonRequired.push_back(w);
        r.nonRequired.push_back(h);
    }
    s.updateVariables();
    return r;
}

static double checksum(const Row& r) {
    double sum = 0;
    for (size_t i = 0; i < r.left.size(); ++i)
        sum += r.left[i].value() + r.top[i].value() + r.width[i].value() + r.height[i].value();
    return sum;
}

static void w1(int n, int reps) {
    std::vector<double> times;
    double sum = 0;
    for (int k = 0; k < reps; ++k) {
        auto t0 = Clock::now();
        Solver s;
        Row r = addRow(s, n);
        times.push_back(since_us(t0));
        sum = checksum(r);
    }
    std::printf("W1 kiwi N=%d: %.1f us build+solve (median of %d), checksum %.0f\n", n, median(times), reps, sum);
}

static void w2(int n, int reps) {
    std::vector<double> times;
    double last = 0;
    for (int k = 0; k < reps; ++k) {
        Solver s;
        Variable W("W");
        std::vector<Variable> left(n), width(n);
        for (int i = 0; i < n; ++i) {
            s.addConstraint(width[i] >= 0);
            if (i == 0) s.addConstraint(left[0] == 0);
            else s.addConstraint(left[i] == left[i - 1] + width[i - 1]);
            if (i > 0) s.addConstraint(width[i] == width[0]);
        }
        s.addConstraint(left[n - 1] + width[n - 1] == W);
        s.addEditVariable(W, strength::strong);
        s.updateVariables();
        auto t0 = Clock::now();
        for (int w = 80; w < 1080; ++w) {
            s.suggestValue(W, w);
            s.updateVariables();
        }
        times.push_back(since_us(t0) / 1000);
        last = W.value();
    }
    std::printf("W2 kiwi N=%d: %.3f us per suggest+update (median of %d), W = %.0f\n", n, median(times), reps, last);
}

static void w3(int reps) {
    std::vector<double> removes, adds, pairs;
    double sum = 0;
    long indexSum = 0;
    for (int k = 0; k < reps; ++k) {
        Solver s;
        Row r = addRow(s, 1000);
        SplitMix64 rng{42};
        indexSum = 0;
        for (int i = 0; i < 1000; ++i) {
            size_t j = rng.next() % 2000;
            indexSum += (long)j;
            auto t0 = Clock::now();
            s.removeConstraint(r.nonRequired[j]);
            double removed = since_us(t0);
            auto t1 = Clock::now();
            s.addConstraint(r.nonRequired[j]);
            double added = since_us(t1);
            removes.push_back(removed); adds.push_back(added); pairs.push_back(removed + added);
        }
        s.updateVariables();
        sum = checksum(r);
    }
    std::printf("W3 kiwi N=1000: pair %.1f us, remove %.1f us, add %.1f us (medians over %d x 1000), "
                "index sum %ld, checksum %.0f\n", median(pairs), median(removes), median(adds), reps, indexSum, sum);
}

int main() {
    w1(100, 51);
    w1(1000, 15);
    w2(10, 21);
    w2(100, 21);
    w2(1000, 7);
    w3(7);
}
