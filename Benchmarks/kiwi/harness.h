// What the kiwi harnesses (w123.cpp, w4.cpp, w5.cpp, w7.cpp) share with mortar-bench: the
// splitmix64 generator of Benchmarks/mortar-bench/Measurement.swift, so a seed draws the same
// numbers on both sides, and the median they report.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

struct SplitMix64 {
    uint64_t state;
    uint64_t next() {
        state += 0x9E3779B97F4A7C15ull;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
};

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
