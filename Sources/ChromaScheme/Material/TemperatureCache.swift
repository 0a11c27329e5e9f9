import Foundation

/// Material's color temperature model over the hue circle of one chroma and tone: warm and cool
/// by CIELAB hue and chroma (Ou et al.), used for analogous and complementary colors of a seed
/// (the Content and Fidelity schemes' tertiary palettes).
struct TemperatureCache {
    let input: HCT
    /// The input's chroma and tone at every integer hue 0 … 360.
    let hctsByHue: [HCT]
    private let temperaturesByHue: [Double]
    private let inputTemperature: Double
    private let coldestTemperature: Double, warmestTemperature: Double
    private let coldestHue: Double, warmestHue: Double

    init(_ input: HCT) {
        self.input = input
        hctsByHue = (0...360).map { HCT(hue: Double($0), chroma: input.chroma, tone: input.tone) }
        temperaturesByHue = hctsByHue.map(Self.rawTemperature)
        inputTemperature = Self.rawTemperature(input)
        // The coldest and warmest as a stable sort by temperature of the hues then the input
        // would order them: the first of the lowest, the last of the highest.
        var coldest = (temperature: temperaturesByHue[0], hct: hctsByHue[0])
        var warmest = coldest
        for (index, temperature) in temperaturesByHue.enumerated() {
            if temperature < coldest.temperature { coldest = (temperature, hctsByHue[index]) }
            if temperature >= warmest.temperature { warmest = (temperature, hctsByHue[index]) }
        }
        if inputTemperature < coldest.temperature { coldest = (inputTemperature, input) }
        if inputTemperature >= warmest.temperature { warmest = (inputTemperature, input) }
        coldestTemperature = coldest.temperature
        warmestTemperature = warmest.temperature
        coldestHue = coldest.hct.hue
        warmestHue = warmest.hct.hue
    }

    /// Warmth of a color, about −0.5 (cool) … 1 and more (warm).
    static func rawTemperature(_ color: HCT) -> Double {
        let lab = color.argb.lab
        let hue = sanitizedDegrees(atan2(lab.z, lab.y) * 180.0 / Double.pi)
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        return -0.5 + 0.02 * pow(chroma, 1.07) * cos(sanitizedDegrees(hue - 50.0) * Double.pi / 180.0)
    }

    /// A temperature as a fraction of the range from coldest (0) to warmest (1); 0.5 when every
    /// hue is alike.
    private func relativeTemperature(_ temperature: Double) -> Double {
        let range = warmestTemperature - coldestTemperature
        let difference = temperature - coldestTemperature
        return range == 0.0 ? 0.5 : difference / range
    }

    /// `count` colors of equal temperature steps around the input, `divisions` steps to the circle;
    /// the input in the middle.
    func analogous(count: Int = 5, divisions: Int = 12) -> [HCT] {
        let startHue = ARGB.roundHalfUp(input.hue)
        let startHCT = hctsByHue[startHue]
        var lastTemperature = relativeTemperature(temperaturesByHue[startHue])
        var allColors = [startHCT]

        var absoluteTotalDelta = 0.0
        for i in 0..<360 {
            let hue = sanitizedDegrees(startHue + i)
            let temperature = relativeTemperature(temperaturesByHue[hue])
            absoluteTotalDelta += abs(temperature - lastTemperature)
            lastTemperature = temperature
        }

        var hueAddend = 1
        let step = absoluteTotalDelta / Double(divisions)
        var totalDelta = 0.0
        lastTemperature = relativeTemperature(temperaturesByHue[startHue])
        while allColors.count < divisions {
            let hue = sanitizedDegrees(startHue + hueAddend)
            let hct = hctsByHue[hue]
            let temperature = relativeTemperature(temperaturesByHue[hue])
            totalDelta += abs(temperature - lastTemperature)
            var desired = Double(allColors.count) * step
            var satisfied = totalDelta >= desired
            var indexAddend = 1
            while satisfied && allColors.count < divisions {
                allColors.append(hct)
                desired = Double(allColors.count + indexAddend) * step
                satisfied = totalDelta >= desired
                indexAddend += 1
            }
            lastTemperature = temperature
            hueAddend += 1
            if hueAddend > 360 {
                while allColors.count < divisions { allColors.append(hct) }
                break
            }
        }

        var answers = [input]
        let increaseCount = (count - 1) / 2
        if increaseCount >= 1 {
            for i in 1...increaseCount {
                var index = 0 - i
                while index < 0 { index += allColors.count }
                if index >= allColors.count { index %= allColors.count }
                answers.insert(allColors[index], at: 0)
            }
        }
        let decreaseCount = count - increaseCount - 1
        if decreaseCount >= 1 {
            for i in 1...decreaseCount {
                var index = i
                if index >= allColors.count { index %= allColors.count }
                answers.append(allColors[index])
            }
        }
        return answers
    }

    /// The color of the opposite temperature, along the hue arc from warmest to coldest (or back).
    var complement: HCT {
        let range = warmestTemperature - coldestTemperature
        let startIndex = ARGB.roundHalfUp(input.hue)
        if range == 0.0 { return hctsByHue[startIndex] }
        let startIsColdestToWarmest = Self.isBetween(input.hue, coldestHue, warmestHue)
        let start = startIsColdestToWarmest ? warmestHue : coldestHue
        let end = startIsColdestToWarmest ? coldestHue : warmestHue
        var smallestError = 1000.0
        var answer = hctsByHue[startIndex]
        let complementRelative = 1.0 - relativeTemperature(inputTemperature)
        for hueAddend in 0...360 {
            let hue = sanitizedDegrees(start + 1.0 * Double(hueAddend))
            guard Self.isBetween(hue, start, end) else { continue }
            let index = ARGB.roundHalfUp(hue)
            let relative = (temperaturesByHue[index] - coldestTemperature) / range
            let error = abs(complementRelative - relative)
            if error < smallestError {
                smallestError = error
                answer = hctsByHue[index]
            }
        }
        return answer
    }

    private static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
        a < b ? (a <= angle && angle <= b) : (a <= angle || angle <= b)
    }
}
