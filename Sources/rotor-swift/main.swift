// SPDX-License-Identifier: GPL-3.0-or-later
// rotor-swift: reads Swift files with the toolchain's SwiftParser and prints their index.
import Foundation
import SourceModel
import SwiftSource

let paths = Array(CommandLine.arguments.dropFirst())
let indexes = ProjectReader.read(paths) { path in
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        return .failure(SourceProblem(kind: .unreadable, detail: ""))
    }
    return .success(text)
}
let data = (try? JSONEncoder().encode(indexes)) ?? Data()
FileHandle.standardOutput.write(data)
