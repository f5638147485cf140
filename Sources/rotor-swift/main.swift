// SPDX-License-Identifier: GPL-3.0-or-later
// rotor-swift: reads Swift files with the toolchain's SwiftParser and prints their index (in
// IndexCoding's binary form), for `rotor audit` and `rotor l10n check`. Standard input lists the files, each ended by
// a NUL byte; `--tree VIEW FILE…` prints a view's tree, and `--keys FILE…` the localized keys
// the code asks for, to explain a reading; `--parse-only` only parses (for `make bench`).
import Foundation
import SourceModel
import SwiftSource

/// Reads every file named, on every core.
func index(_ paths: [String]) -> [SwiftFileIndex] {
    ProjectReader.read(paths) { SourceFiles.read($0) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--tree", arguments.count > 1 {
    let view = arguments[1]
    let project = ProjectIndex(files: index(Array(arguments.dropFirst(2))))
    let builder = ViewTreeBuilder(index: project)
    for name in view == "all" ? project.viewNames.sorted() : [view] {
        if let body = builder.body(of: name) { print(ViewNodeDumper.dump(body)) }
    }
    exit(0)
}
if arguments.first == "--elements", arguments.count > 1 {
    // The elements a file's preview shows, as the evaluator makes them, before localizing.
    let file = arguments[1]
    let perform = arguments.count > 2 && arguments[2] == "--do" ? arguments[3] : nil
    let project = ProjectIndex(files: index(Array(arguments.dropFirst(perform == nil ? 2 : 4)) + [file]))
    do {
        let screen = try SourceScreen(index: project, view: nil, file: file, environment: [:])
        print("view:", screen.view, "preview:", screen.preview != nil)
        let actions = screen.elements.flatMap { $0.actions + ($0.activate.map { [$0] } ?? []) }
        if let perform, let action = actions.first(where: { $0.name?.described == perform || $0.id.hasSuffix(perform) }) {
            print("changes:", screen.perform(action))
        }
        for element in screen.elements {
            func shown(_ value: SwiftValue) -> String {
                if case .localized(let key, _, let arguments) = value.resolved { return key + arguments.map { " | " + shown($0) }.joined() }
                return value.described
            }
            print(element.id, element.label.map(shown), element.value?.described ?? "-", element.traits.sorted(),
                  element.actions.map { $0.name?.described ?? "?" }, element.alternatives)
        }
    } catch {
        print(error)
    }
    exit(0)
}
if arguments.first == "--keys" {
    let project = ProjectIndex(files: index(Array(arguments.dropFirst())))
    for use in KeyUseCollector(index: project).uses() {
        print("\(use.path):\(use.at.line): \(use.kind.rawValue) \(use.context) [\(use.table)] \"\(use.key)\" \(use.arguments)\(use.isAccessibility ? " a11y" : "")")
    }
    exit(0)
}
/// Standard input to its end, read with `read(2)`: Foundation's `readDataToEndOfFile` leaves a
/// buffer LeakSanitizer reports in every run of the sanitized build.
func standardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes += chunk[0..<count]
        } else if count == 0 || errno != EINTR {
            return bytes
        }
    }
}
let paths = standardInput().split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
if arguments.first == "--parse-only" {
    // The parse alone, for `make bench`: the time below which no reading can go.
    ProjectReader.parseOnly(paths) { SourceFiles.read($0) }
    exit(0)
}
FileHandle.standardOutput.write(Data(IndexCoding.encode(index(paths))))
