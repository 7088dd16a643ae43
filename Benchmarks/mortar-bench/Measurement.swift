import Cassowary
import Foundation

/// One benchmark result row.
struct BenchResult: Encodable {
    var `case`: String
    var n: Int?
    var median_us: Double
    var min_us: Double
    var unit: String
    var checksum_ok: Bool
    var extra: [String: Double] = [:]
}

/// Microseconds elapsed while running `body`, on the monotonic clock.
func timeMicroseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The arithmetic mean (NaN for no values).
func mean(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
}

/// Peak resident set size of this process in bytes (VmHWM), if Linux reports it.
func peakResidentBytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first
        return kb.map { $0 * 1024 }
    }
    return nil
}

/// Resets the peak RSS counter so the next reading covers only what follows.
func resetPeakResident() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Whether `c`, if required, holds at the solver's values within 1e-6 of its magnitudes (W5,
/// W7).
func holdsIfRequired(_ c: Constraint, _ solver: Solver) -> Bool {
    guard c.strength.isRequired else { return true }
    var value = c.expression.constant, size = 1 + abs(c.expression.constant)
    for t in c.expression.terms {
        let term = t.coefficient * solver.value(of: t.variable)
        value += term
        size += abs(term)
    }
    switch c.relation {
    case .equal: return abs(value) <= 1e-6 * size
    case .lessOrEqual: return value <= 1e-6 * size
    case .greaterOrEqual: return value >= -1e-6 * size
    }
}
