import Foundation
import Testing
@testable import ColorCore

/// Stylesheet variables cost time in proportion to the stylesheet: every value is read once,
/// whether it holds a color, channel values, a broken chain or a cycle, however many colors
/// refer to it and in whatever order they are asked for.
@Suite struct CSSVariableWorkTests {
    /// `--a0: var(--a1); … --aN-1: END;`.
    static func chain(_ count: Int, end: String) -> CSSVariables {
        var values: [String: String] = [:]
        for i in 0..<(count - 1) { values["--a\(i)"] = "var(--a\(i + 1))" }
        values["--a\(count - 1)"] = end
        return CSSVariables(values)
    }

    @Test(arguments: [10, 100, 1000, 5000])
    func aBrokenChainIsReadOnce(count: Int) {
        let variables = Self.chain(count, end: "var(--nowhere)")
        variables.prepare()
        for i in 0..<count {
            #expect(throws: ColorParseError.self) { try variables.color(named: "--a\(i)") }
            #expect(variables.isBrokenReference("--a\(i)"))
        }
        // Each value read once and each link walked once (it was n²/2 of each before).
        #expect(variables.reads <= count + CSSComponentValue.maximumDepth, "\(variables.reads) reads for \(count)")
        #expect(variables.chainSteps == count, "\(variables.chainSteps) steps for \(count)")
    }

    @Test(arguments: [2, 10, 100, 5000])
    func aCycleIsReadOnce(count: Int) {
        let variables = Self.chain(count, end: "var(--a0)")
        variables.prepare()
        for i in stride(from: count - 1, through: 0, by: -1) {
            #expect(throws: ColorParseError.self) { try variables.color(named: "--a\(i)") }
            #expect(variables.isBrokenReference("--a\(i)"))
        }
        #expect(variables.reads <= count + CSSComponentValue.maximumDepth, "\(variables.reads) reads for \(count)")
        #expect(variables.chainSteps == count)
    }

    @Test func aChainThatEndsInAColorIsNotBrokenAndReadsAsIt() throws {
        let variables = Self.chain(3000, end: "#336699")
        variables.prepare()
        for i in [0, 1, 1500, 2999] {
            #expect(try variables.color(named: "--a\(i)").hexString == "#336699")
            #expect(!variables.isBrokenReference("--a\(i)"))
        }
        #expect(variables.reads == 3000)
    }

    @Test(arguments: [1, 10, 1000, 20_000])
    func aChannelVariableIsExpandedOnceHoweverOftenItIsUsed(uses: Int) throws {
        // A lightness of 40 values, used by every color of the stylesheet (each a variable, as
        // the palette reader makes them).
        let lightness = "calc(0.5" + String(repeating: " + 0", count: 20) + ")"
        var values = ["--l": lightness, "--c": "0.1"]
        for i in 0..<uses { values["--c\(i)"] = "oklch(var(--l) var(--c) \(i % 360))" }
        let variables = CSSVariables(values)
        variables.prepare()
        for i in 0..<uses { #expect(try variables.color(named: "--c\(i)").resolvedOpacity == 1) }
        // Each variable read once as a color (--l and --c are none), and the two channel
        // variables expanded once each.
        #expect(variables.reads == uses + 4, "\(variables.reads) reads for \(uses) uses")
    }

    @Test func aChannelVariableThatFailsIsReportedAtEveryUse() {
        let variables = CSSVariables(["--l": "calc(0.5 + (1", "--x": "var(--x)"])
        variables.prepare()
        for _ in 0..<3 {
            #expect { try Color(parsing: "oklch(var(--l) 0.1 20)", variables: variables) } throws: { error in
                ((error as? ColorParseError)?.reason ?? "").contains("--l")
            }
            #expect { try Color(parsing: "oklch(var(--x) 0.1 20)", variables: variables) } throws: { error in
                ((error as? ColorParseError)?.reason ?? "").contains("circle")
            }
        }
        // Each read once as a color (neither is one); --l expanded once, --x once and once more
        // inside itself, where the circle shows.
        #expect(variables.reads == 5)
    }

    @Test func channelReferencesStopAtTheStylesheetsBudget() {
        // 9 000 values copied into each of 2 000 colors is 18 M values from a 40 KB stylesheet:
        // the stylesheet's budget refuses it long before.
        let long = (0..<4500).map { _ in "0" }.joined(separator: " + ")
        let variables = CSSVariables(["--l": "calc(\(long))"])
        variables.prepare()
        var refused = false
        for i in 0..<2000 {
            do { _ = try Color(parsing: "oklch(var(--l) 0.1 \(i))", variables: variables) } catch let error as ColorParseError {
                refused = error.reason.contains("16 times")
                if refused { break }
            } catch {}
        }
        #expect(refused)
        #expect(variables.reads == 1)
    }
}
