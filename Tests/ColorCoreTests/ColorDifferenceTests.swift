import Testing
@testable import ColorCore

@Suite struct ColorDifferenceTests {
    @Test func ciede2000ReproducesSharmaTable() {
        let table = SharmaTable.shared
        #expect(table.pairs.count == 34)
        var worst = 0.0
        for row in table.pairs {
            let got = ColorDifference.ciede2000(SIMD3(row[0], row[1], row[2]), SIMD3(row[3], row[4], row[5]))
            worst = max(worst, abs(got - row[6]))
            // The table is rounded to 4 decimals, so a correct result is within 5e-5.
            #expect(abs(got - row[6]) <= 5e-5, "pair \(row): got \(got)")
            // The formula is symmetric.
            let swapped = ColorDifference.ciede2000(SIMD3(row[3], row[4], row[5]), SIMD3(row[0], row[1], row[2]))
            #expect(abs(swapped - got) < 1e-12)
        }
        print("max CIEDE2000 error on the Sharma table: \(worst)")
    }

    @Test func identicalColorsHaveZeroDifference() throws {
        let color = try Color(parsing: "rebeccapurple")
        for method in DeltaEMethod.allCases {
            #expect(color.deltaE(color.converted(to: .oklch), method: method) < 1e-9)
        }
    }

    @Test func blackAndWhiteAreFarApart() {
        #expect(abs(Color.black.deltaE(.white, method: .cie76) - 100) < 1e-9)
        #expect(abs(Color.black.deltaE(.white, method: .ok) - 1) < 1e-6)
    }
}
