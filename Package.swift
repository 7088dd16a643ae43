// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Mortar",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Mortar", targets: ["Mortar"]),
        .library(name: "MortarVFL", targets: ["MortarVFL"]),
        .library(name: "Strutter", targets: ["Strutter"]),
        .library(name: "MortarTesting", targets: ["MortarTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Exact integers for the solver tests' exact reference LP (test target only).
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
        // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // No `pkgConfig:` here: SwiftPM drops the -D flags pkg-config gives for ncursesw and
        // warns on every build; shim.h defines what they would and module.modulemap links.
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // Cache prefetch hints (a C builtin Swift lacks) for the walks over every view.
        .target(name: "CPrefetch"),
        .target(name: "Cassowary"),
        // The generated solver workloads both `mortar-bench` times and the solver's tests check.
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"], path: "Benchmarks/CassowaryWorkloads"),
        .target(name: "Mortar", dependencies: ["Cassowary", "CNcurses", "CPrefetch"]),
        // Its own module, as in Mortar: its many operators stay out of code that does not import it.
        .target(name: "MortarVFL", dependencies: ["Mortar"]),
        // Strutter's |=| |>=| |<=| over the layout anchors of Mortar/View, also a module of its own.
        .target(name: "Strutter", dependencies: ["Mortar"]),
        .target(
            name: "MortarTesting",
            dependencies: [
                "Mortar",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The demo dashboard: a library (so tests and the benchmark can build it headless) and
        // the executable `make demo` runs.
        .target(name: "MortarDemoKit", dependencies: ["Mortar", "MortarVFL"], path: "Examples/MortarDemoKit"),
        .executableTarget(
            name: "mortar-demo",
            dependencies: ["MortarDemoKit", "Mortar", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/mortar-demo"
        ),
        .executableTarget(
            name: "mortar-bench",
            dependencies: [
                "Cassowary",
                "CassowaryWorkloads",
                "CNcurses",
                "Mortar",
                "MortarDemoKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/mortar-bench"
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "CassowaryWorkloads", .product(name: "BigInt", package: "BigInt")]
        ),
        .testTarget(name: "CNcursesTests", dependencies: ["CNcurses", "MortarTesting"]),
        // MortarVFL too: the compile-time safety test type-checks misuse of both DSL modules.
        .testTarget(
            name: "MortarTests",
            dependencies: [
                "Mortar", "MortarVFL", "MortarTesting", "CNcurses",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The demo in a real terminal (tmux). They run the mortar-demo binary that
        // `swift build --build-tests` (make test) builds beside them.
        .testTarget(name: "EndToEndTests", dependencies: ["MortarTesting"]),
        .testTarget(
            name: "MortarDemoTests",
            dependencies: [
                "MortarDemoKit", "Mortar", "MortarTesting",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "MortarVFLTests",
            dependencies: [
                "MortarVFL",
                "MortarTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // MortarVFL too: the compile-time tests check that Strutter's operators and Mortar's
        // statements type-check side by side.
        .testTarget(name: "StrutterTests", dependencies: ["Strutter", "Mortar", "MortarVFL", "MortarTesting"]),
        .testTarget(
            name: "MortarTestingTests",
            dependencies: [
                "MortarTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
