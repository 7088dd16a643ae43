// What a snapshot test of a screen needs, with `import MortarTesting` alone: `assertSnapshot`
// and `assertInlineSnapshot` (swift-snapshot-testing) beside this module's `.grid`,
// `.styledGrid` and `.svg` strategies. A test target then depends on the `MortarTesting`
// product only, not on swift-snapshot-testing as well.
@_exported import InlineSnapshotTesting
@_exported import SnapshotTesting
