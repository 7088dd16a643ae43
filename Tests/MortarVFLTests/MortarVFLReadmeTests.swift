import Mortar
import MortarVFL
import Testing

// Every VFL example of Mortar's README, on the grid. Mortar's numbers are in points with a
// default padding of 8; the tests that quote them set `MortarDefault.vflPadding = 8`.

@Suite("MortarVFL README: internal composition", .serialized) @MainActor
struct VFLCompositionTests {
    @Test func theNodeListOfTheReadme() {
        // viewA | viewB[==viewA] || viewC[==40] | 30 | viewD[~~1] | ~~1 | viewE[~~2]
        let screen = TermScreen(width: 201, height: 5)
        let viewA = TermLabel("abcd"), viewB = TermLabel("xy")
        let (viewC, viewD, viewE) = (TermView(), TermView(), TermView())
        screen.root |+| [viewA, viewB, viewC, viewD, viewE]
        screen.root |>> viewA | viewB[==viewA] || viewC[==40] | 30 | viewD[~~1] | ~~1 | viewE[~~2]
        // A is intrinsic (4); B copies A's sizing, so it is intrinsic too (2, not 4: Mortar's
        // README says "equal", its code copies the sizing); || is one cell; D, the spacer and E
        // share the 124 cells left 1:1:2.
        #expect(spans(screen, [viewA, viewB, viewC, viewD, viewE])
                == [[0, 4], [4, 2], [7, 40], [77, 31], [139, 62]])
    }

    @Test func theOneLineExampleWithMortarsPadding() {
        // view1 |>> viewA || viewB[==44] | 20 | viewC[~~2]
        withPadding(8) {
            let screen = TermScreen(width: 320, height: 5)
            let viewA = TermLabel(String(repeating: "a", count: 10))
            let (viewB, viewC) = (TermView(), TermView())
            screen.root |+| [viewA, viewB, viewC]
            screen.root |>> viewA || viewB[==44] | 20 | viewC[~~2]
            #expect(spans(screen, [viewA, viewB, viewC]) == [[0, 10], [18, 44], [82, 238]])
        }
    }

    @Test func arraysInANodeAreParallel() {
        // viewA || [viewB, viewC, viewD][==40] || viewE
        let (screen, v) = stage(5)
        screen.root |>> v[0][==10] || [v[1], v[2], v[3]][==40] || v[4][~~1]
        #expect(spans(screen, v) == [[0, 10], [11, 40], [11, 40], [11, 40], [52, 48]])
    }
}

@Suite("MortarVFL README: capture", .serialized) @MainActor
struct VFLCaptureTests {
    @Test func betweenTheEdgesOfTwoSiblings() {
        // viewA.m_right |> viewB[~~1] | viewC[~~1] <| viewD.m_left
        let (screen, v) = stage(4)
        v[0].m_frame |=| (0, 0, 10, 5)
        v[3].m_frame |=| (90, 0, 10, 5)
        v[0].m_right |> v[1][~~1] | v[2][~~1] <| v[3].m_left
        #expect(spans(screen, v) == [[0, 10], [10, 40], [50, 40], [90, 10]])
    }

    @Test func paddedSurroundWithMortarsNumbers() {
        // viewA ||>> viewB[~~1] | 40 | viewC[~~1]: 8 in from each side, 40 apart
        withPadding(8) {
            let screen = TermScreen(width: 320, height: 5)
            let (viewB, viewC) = (TermView(), TermView())
            screen.root |+| [viewB, viewC]
            screen.root ||>> viewB[~~1] | 40 | viewC[~~1]
            #expect(spans(screen, [viewB, viewC]) == [[8, 132], [180, 132]])
        }
    }

    @Test func verticalCapture() {
        // viewA.m_bottom |^ viewB[~~1] | viewC[~~1] ^| viewD.m_top
        let (screen, v) = stage(4)
        v[0].m_frame |=| (0, 0, 10, 4)
        v[3].m_frame |=| (0, 34, 10, 6)
        v[0].m_bottom |^ v[1][~~1] | v[2][~~1] ^| v[3].m_top
        #expect(rows(screen, v) == [[0, 4], [4, 15], [19, 15], [34, 6]])
    }

    @Test func implicitCaptureAttributesAreTheOuterEdges() {
        // viewA |> viewB | viewC <| viewD  is  viewA.m_left |> viewB | viewC <| viewD.m_right
        func layout(explicit: Bool) -> [[Int]] {
            let (screen, v) = stage(4)
            v[0].m_frame |=| (5, 0, 10, 5)
            v[3].m_frame |=| (80, 10, 10, 5)
            if explicit {
                v[0].m_left |> v[1][~~1] | v[2][~~3] <| v[3].m_right
                v[0].m_top |^ v[1][~~1] ^| v[3].m_bottom
            } else {
                v[0] |> v[1][~~1] | v[2][~~3] <| v[3]
                v[0] |^ v[1][~~1] ^| v[3]
            }
            return frames(screen, v).map { [$0.x, $0.y, $0.width, $0.height] }
        }
        #expect(layout(explicit: false) == layout(explicit: true))
        #expect(layout(explicit: false)[1] == [5, 0, 21, 15])   // from A's left (5) to D's right (90)
        #expect(layout(explicit: false)[2] == [26, 0, 64, 0])
    }

    @Test func surroundInsideOneView() {
        // viewA |^^ viewB[~~2] | viewC[~~1]: B twice as tall as C, both inside A
        let (screen, v) = stage(3)
        v[0].m_frame |=| (0, 3, 10, 30)
        v[0] |+| [v[1], v[2]]
        v[0] |^^ v[1][~~2] | v[2][~~1]
        #expect(frames(screen, v).map { [$0.y, $0.height] } == [[3, 30], [0, 20], [20, 10]])
        #expect(v[1].frameOnScreen.y == 3 && v[2].frameOnScreen.y == 23)
    }
}

@Suite("MortarVFL README: single-ended statements", .serialized) @MainActor
struct VFLSingleEndedTests {
    @Test func leadingOnlyHorizontal() {
        // viewA.m_right |> viewB[==44] || viewC[==88]
        withPadding(8) {
            let (screen, v) = stage(width: 300, 3)
            v[0].m_frame |=| (10, 0, 20, 5)
            v[0].m_right |> v[1][==44] || v[2][==88]
            #expect(spans(screen, v) == [[10, 20], [30, 44], [82, 88]])
        }
    }

    @Test func trailingOnlyHorizontal() {
        // viewB[==44] || viewC[==88] <! viewA.m_left
        withPadding(8) {
            let (screen, v) = stage(width: 300, 3)
            v[0].m_frame |=| (200, 0, 20, 5)
            v[1][==44] || v[2][==88] <! v[0].m_left
            #expect(spans(screen, v) == [[200, 20], [60, 44], [112, 88]])
        }
    }

    @Test func leadingOnlyVerticalWithAnIntrinsicNode() {
        // viewA.m_bottom |^ viewB[==44] || viewC: C keeps its intrinsic height
        let (screen, v) = stage(width: 20, height: 80, 2)
        let viewC = TermLabel("one\ntwo\nthree")
        screen.root |+| viewC
        v[0].m_frame |=| (0, 0, 5, 2)
        v[0].m_bottom |^ v[1][==44] || viewC
        #expect(rows(screen, [v[0], v[1], viewC]) == [[0, 2], [2, 44], [47, 3]])
    }

    @Test func trailingOnlyVertical() {
        // viewB[==44] || viewC[==88] ^! viewA.m_top, and the padded ^!!
        let (screen, v) = stage(width: 20, height: 200, 5)
        v[0].m_frame |=| (0, 150, 5, 2)
        v[1][==44] || v[2][==88] ^! v[0].m_top
        v[3][==4] || v[4][==8] ^!! v[0].m_bottom
        #expect(rows(screen, v) == [[150, 2], [17, 44], [62, 88], [138, 4], [143, 8]])
    }

    @Test func paddedLeadingCaptures() {
        let (screen, v) = stage(width: 50, height: 50, 4)
        screen.root ||> v[0][==3] | v[1][==4]
        screen.root ||^ v[2][==5]
        v[3][==6] <!! screen.root
        #expect(spans(screen, [v[0], v[1], v[3]]) == [[1, 3], [4, 4], [43, 6]])
        #expect(rows(screen, [v[2]]) == [[1, 5]])
    }
}
