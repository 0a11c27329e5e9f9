import Testing
@testable import ChromaAnimation

@Suite struct FrameScheduleTests {
    @Test(arguments: [1, 10, 24, 30, 50, 60, 100, 120, 144, 240, 1000], [1, 2, 3, 7, 240, 1001])
    func delaysAddUpToTheExactDurationAndRespectTheMinimum(fps: Int, count: Int) throws {
        for (units, minimum) in [(100, 2), (1000, 11), (1000, 1)] {
            let schedule = try FrameSchedule(frameCount: count, frameDuration: FrameDuration(fps: fps), unitsPerSecond: units, minimumDelay: minimum)
            let total = (2 * count * units + fps) / (2 * fps)
            #expect(schedule.entries.map(\.delay).reduce(0, +) == total)
            #expect(schedule.totalDuration == total)
            if total >= minimum { #expect(schedule.entries.allSatisfy { $0.delay >= minimum }, "\(fps) fps \(count) frames in 1/\(units) s") }
            #expect(schedule.entries.last?.frame == count - 1, "the last frame shows the final state")
            // A group shows its first frame; when everything is one group, it is the last frame.
            #expect(schedule.entries.first?.frame == (schedule.entries.count > 1 ? 0 : count - 1))
            #expect(zip(schedule.entries, schedule.entries.dropFirst()).allSatisfy { $0.frame < $1.frame && $0.start + $0.delay == $1.start })
            // Every shown frame starts within one unit of its own time.
            for entry in schedule.entries.dropLast() {
                #expect(abs(Double(entry.start) - Double(entry.frame * units) / Double(fps)) <= 0.5)
            }
            // No frame is dropped when they are far enough apart.
            if units / fps >= minimum + 1 { #expect(schedule.entries.count == count) }
        }
    }

    @Test func sixtyFramesASecondInHundredthsAlternateTwoAndThree() throws {
        let schedule = try FrameSchedule(frameCount: 60, frameDuration: FrameDuration(fps: 60), unitsPerSecond: 100, minimumDelay: 2)
        #expect(schedule.totalDuration == 100)
        #expect(Set(schedule.entries.map(\.delay)).isSubset(of: [2, 3]))
        #expect(schedule.entries.count == 40)
    }

    @Test(arguments: [51, 60, 120, 144, 240, 1000], [1, 2, 3, 7, 240, 1001])
    func aSteppedScheduleDrawsEveryStepAndLastsTheTimeline(fps: Int, count: Int) throws {
        let schedule = try FrameSchedule(frameCount: count, frameDuration: FrameDuration(fps: fps), unitsPerSecond: 100, step: 2)
        let total = (2 * count * 100 + fps) / (2 * fps)
        #expect(schedule.totalDuration == total)
        #expect(schedule.entries.map(\.delay).reduce(0, +) == total)
        #expect(schedule.frameCount == max(1, total / 2) && schedule.entries.count == schedule.frameCount)
        #expect(schedule.frameDuration == (try FrameDuration(numerator: 2, denominator: 100)) && schedule.minimumDelay == 2)
        for (k, entry) in schedule.entries.enumerated() {
            #expect(entry.frame == k && entry.start == 2 * k)
            if k < schedule.entries.count - 1 { #expect(entry.delay == 2) }
        }
        // The last instant shows until the end: at least a step, less than two, unless the whole is shorter.
        let last = try #require(schedule.entries.last)
        #expect(total < 2 ? last.delay == total : (2...3).contains(last.delay), "\(fps) fps \(count) frames: last delay \(last.delay)")
    }

    @Test func onlyFramesShorterThanAStepAreStepped() throws {
        let step = { (n: Int, d: Int) in FrameSchedule.isFaster(try FrameDuration(numerator: n, denominator: d), thanSteps: 2, unitsPerSecond: 100) }
        #expect(try !step(1, 50) && !step(1001, 50050) && !step(2, 15) && !step(1, 1) && !step(Int(Int32.max), 1))
        #expect(try step(1, 51) && step(999, 50000) && step(1, Int(Int32.max)) && step(1, 1000))
        // 1.5 s at 1000 fps and at 51 fps: 75 and 76 instants.
        #expect(try FrameSchedule(frameCount: 1501, frameDuration: FrameDuration(fps: 1000), unitsPerSecond: 100, step: 2).entries.count == 75)
        #expect(try FrameSchedule(frameCount: 78, frameDuration: FrameDuration(fps: 51), unitsPerSecond: 100, step: 2).entries.map(\.delay).suffix(2) == [2, 3])
        for count in [0, -1, FrameSchedule.maximumFrameCount + 1] {
            #expect(throws: AnimationError.invalidFrameCount(count)) {
                try FrameSchedule(frameCount: count, frameDuration: FrameDuration(fps: 60), unitsPerSecond: 100, step: 2)
            }
        }
        // The default frame limit's longest timeline: 100 000 frames of 1/51 s.
        let longest = try FrameSchedule(frameCount: 100_000, frameDuration: FrameDuration(fps: 51), unitsPerSecond: 100, step: 2)
        #expect(longest.totalDuration == 196_078 && longest.entries.count == 98_039 && longest.entries.last?.delay == 2)
    }

    @Test func rationalDurationsStayExact() throws {
        // 29.97 fps for 1001 frames: 33.4 s exactly.
        let duration = try FrameDuration(numerator: 1001, denominator: 30000)
        #expect(duration.rateString == "30000/1001")
        let schedule = try FrameSchedule(frameCount: 1000, frameDuration: duration, unitsPerSecond: 1000)
        #expect(schedule.totalDuration == 33367)
        #expect(schedule.entries.count == 1000)
    }

    @Test func hostileNumbersAreRefused() throws {
        for (n, d) in [(0, 1), (1, 0), (-1, 30), (1, Int(Int32.max) + 1), (Int.max, 1), (1, Int.min)] {
            #expect(throws: AnimationError.invalidFrameDuration(numerator: n, denominator: d)) { try FrameDuration(numerator: n, denominator: d) }
        }
        let duration = try FrameDuration(fps: 30)
        for count in [0, -1, FrameSchedule.maximumFrameCount + 1, Int.max] {
            #expect(throws: AnimationError.invalidFrameCount(count)) { try FrameSchedule(frameCount: count, frameDuration: duration, unitsPerSecond: 100) }
        }
        // The largest schedule's arithmetic does not overflow.
        let longest = try FrameDuration(numerator: 1_000_000, denominator: 1)
        #expect(longest.start(ofFrame: FrameSchedule.maximumFrameCount, unitsPerSecond: 1000) == 10_000_000 * 1_000_000 * 1000)
    }

    @Test func framesAreChecked() throws {
        #expect(throws: AnimationError.invalidSize(width: 0, height: 1)) { try AnimationFrame(width: 0, height: 1, bytes: []) }
        #expect(throws: AnimationError.invalidSize(width: 65536, height: 1)) { try AnimationFrame(width: 65536, height: 1, bytes: []) }
        #expect(throws: AnimationError.pixelCountMismatch(expected: 8, found: 7)) { try AnimationFrame(width: 2, height: 1, bytes: [UInt8](repeating: 0, count: 7)) }
        #expect(throws: AnimationError.pixelCountMismatch(expected: 16, found: 8)) { try AnimationFrame(width: 2, height: 1, depth: .sixteen, bytes: [UInt8](repeating: 0, count: 8)) }
        let frame = try AnimationFrame(width: 1, height: 1, depth: .sixteen, bytes: [0xFF, 0xFF, 0x80, 0x80, 0, 0, 0xFF, 0xFF])
        #expect(frame.eightBit().bytes == [255, 128, 0, 255])
        #expect(frame.isOpaque)
    }
}
