/// Human-readable numbers for the dashboard.
public enum Formatting {
    /// `1536` → `"1.5 KiB"`, binary units, one decimal below 10 and none above.
    public static func bytes(_ value: Double) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]
        var v = max(0, value.isFinite ? value : 0), unit = 0
        while v >= 1024 && unit < units.count - 1 {
            v /= 1024
            unit += 1
        }
        if unit == 0 { return "\(Int(v)) B" }
        return v < 10 ? "\(fixed(v, 1)) \(units[unit])" : "\(Int(v.rounded())) \(units[unit])"
    }

    /// Seconds as `"3d 4h 05m"`, `"4h 05m"` or `"5m 07s"`.
    public static func duration(_ seconds: Double) -> String {
        let s = Int(max(0, seconds.isFinite ? seconds : 0))
        let d = s / 86400, h = s / 3600 % 24, m = s / 60 % 60, sec = s % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if d > 0 { return "\(d)d \(h)h \(two(m))m" }
        if h > 0 { return "\(h)h \(two(m))m" }
        return "\(m)m \(two(sec))s"
    }

    /// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + "\(whole)"
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
        }
        return text
    }
}
