// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes

/// How fast `rotor audit FOLDER` reads a team's SwiftUI code: a generated project of about
/// 40,000 lines and one of about 1,000,000, each measured three ways in its own processes
/// under GNU time (wall time and peak memory): the toolchain's parser alone (`rotor-swift
/// --parse-only`), the reader's index (`rotor-swift`), and the whole audit (`rotor audit
/// --format json`, which runs the reader and judges every view).
enum SourceBench {
    /// One measurement.
    struct Row: Codable, Sendable {
        /// What ran: `parse`, `index` or `audit`.
        var step: String
        var files: Int
        var lines: Int
        /// Wall time of each run (ms).
        var totalMs: Summary?
        /// The largest peak resident memory of the process (and of the reader it ran), in MB.
        var peakMB: Double
    }

    /// The sizes the issue sets, and its limits.
    static let small = 40_000
    static let large = 1_000_000
    static let smallSeconds = 2.0
    static let smallMB = 300.0
    static let largeSeconds = 60.0

    /// Writes both projects and measures each step; `reader` is a release `rotor-swift`, `rotor`
    /// the `rotor` to audit with.
    static func run(rotor: String, reader: String, in directory: URL, quick: Bool, progress: (String) -> Void) throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for lines in [small, large] {
            let folder = directory.appending(path: "swift-\(lines)")
            let (files, written) = try generate(lines: lines, in: folder)
            let list = directory.appending(path: "swift-\(lines).list")
            do {
                try Data(files.map { $0 + "\0" }.joined().utf8).write(to: list)
            } catch {
                throw .childFailed("the file list could not be written: \(error)")
            }
            let runs = lines == small ? (quick ? 3 : 7) : 1
            let steps: [(String, String, [String], [String: String])] = [
                ("parse", reader, ["--parse-only"], [:]),
                ("index", reader, [], [:]),
                ("audit", rotor, ["audit", folder.path, "--format", "json"], ["ROTOR_SWIFT": reader]),
            ]
            for (step, program, arguments, extra) in steps {
                progress("swift sources: \(step), \(files.count) files, \(written) lines")
                var times: [Double] = []
                var peak = 0.0
                for _ in 0..<runs {
                    let (ms, mb) = try timed(program, arguments, input: step == "audit" ? nil : list, extra: extra)
                    times.append(ms)
                    peak = max(peak, mb)
                }
                rows.append(Row(step: step, files: files.count, lines: written, totalMs: Summary(times), peakMB: peak))
            }
            try? FileManager.default.removeItem(at: folder)
        }
        return rows
    }

    /// Runs a program under GNU time; its wall time in ms and peak memory in MB.
    static func timed(_ program: String, _ arguments: [String], input: URL?, extra: [String: String]) throws(BenchError) -> (Double, Double) {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        let report = FileManager.default.temporaryDirectory.appending(path: "rotor-bench-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let child = try BenchError.harnessed { () throws(ProcessError) in
            try ChildProcess(
                "/usr/bin/time", ["-f", "%e %M", "-o", report.path, program] + arguments, environment: environment,
                input: input.map { .file($0.path) } ?? .null, output: .null, error: .inherit)
        }
        let code = try BenchError.harnessed { () throws(ProcessError) in try child.wait() }
        guard code == 0 || code == 1, let text = try? String(contentsOf: report, encoding: .utf8) else {
            throw .childFailed("\(program) \(arguments.first ?? "") exited with \(code)")
        }
        let fields = text.split(whereSeparator: \.isWhitespace).suffix(2).compactMap { Double($0) }
        guard fields.count == 2 else { throw .childFailed("GNU time said: \(text)") }
        return (fields[0] * 1_000, fields[1] / 1_024)
    }

    /// Writes a SwiftUI project of about `lines` lines: screens of rows with stacks, `ForEach`,
    /// conditionals, helpers, gestures with and without actions, images, menus; an app that
    /// places every screen. Returns the files and how many lines they hold.
    static func generate(lines: Int, in folder: URL) throws(BenchError) -> ([String], Int) {
        let perFile = screen(0).split(separator: "\n", omittingEmptySubsequences: false).count
        let count = max(1, lines / perFile)
        var paths: [String] = []
        var written = 0
        do {
            for number in 0..<count {
                let sub = folder.appending(path: "Feature\(number / 100)")
                if number % 100 == 0 { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
                let path = sub.appending(path: "Screen\(number).swift")
                try Data(screen(number).utf8).write(to: path)
                paths.append(path.path)
                written += perFile
            }
            let places = (0..<count).map { "                Screen\($0)()\n" }.joined()
            let app = "import SwiftUI\n\n@main\nstruct BenchApp: App {\n    var body: some Scene {\n        WindowGroup {\n"
                + "            TabView {\n" + places + "            }\n        }\n    }\n}\n"
            let path = folder.appending(path: "BenchApp.swift")
            try Data(app.utf8).write(to: path)
            paths.append(path.path)
            written += count + 11
        } catch {
            throw .childFailed("the generated Swift project could not be written: \(error)")
        }
        return (paths, written)
    }

    /// One generated file: a row view with most of what the reader follows, and a screen.
    static func screen(_ number: Int) -> String {
        #"""
        import SwiftUI

        struct Row\#(number): View {
            let title: String
            @State private var expanded = false
            @State private var volume = 0.5
            var onOpen: () -> Void = {}

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                        Text(title)
                            .font(.headline)
                        Spacer()
                        Button {
                            expanded.toggle()
                        } label: {
                            Image(systemName: expanded ? "chevron.up" : "chevron.down")
                        }
                        .accessibilityLabel(expanded ? "Collapse" : "Expand")
                    }
                    if expanded {
                        details
                    }
                    ForEach(0..<3, id: \.self) { index in
                        Text("Item \(index)")
                            .padding(4)
                            .onTapGesture {
                                onOpen()
                            }
                            .accessibilityAddTraits(.isButton)
                    }
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    }
                }
                .padding()
                .onLongPressGesture {
                    expanded = true
                }
                .contextMenu {
                    Button("Open") { onOpen() }
                }
                .accessibilityActions {
                    Button("Open") { onOpen() }
                }
            }

            @ViewBuilder
            private var details: some View {
                Text("Details of \(title)")
                    .font(.body)
                Image("cover_\#(number)")
                    .resizable()
                    .frame(width: 60, height: 60)
                    .accessibilityLabel("Cover")
            }
        }

        struct Screen\#(number): View {
            @State private var items = ["A", "B", "C"]

            var body: some View {
                List {
                    ForEach(items, id: \.self) { item in
                        Row\#(number)(title: item) {
                            print(item)
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
                .navigationTitle("Screen \#(number)")
            }
        }

        extension Screen\#(number) {
            func helper(_ value: Int) -> Int {
                let doubled = value * 2
                if doubled > 10 {
                    return doubled - 1
                }
                return doubled + \#(number)
            }
        }

        """#
    }
}
