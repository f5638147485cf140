// SPDX-License-Identifier: GPL-3.0-or-later
// rotor-swift: reads Swift files with the toolchain's SwiftParser and prints their index.
import Foundation
import SourceModel
import SwiftSource

var arguments = Array(CommandLine.arguments.dropFirst())
var treeOf: String?
if arguments.first == "--tree", arguments.count > 1 {
    treeOf = arguments[1]
    arguments.removeFirst(2)
}
let indexes = ProjectReader.read(arguments) { path in
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        return .failure(SourceProblem(kind: .unreadable, detail: ""))
    }
    return .success(text)
}
if let treeOf {
    let project = ProjectIndex(files: indexes)
    let builder = ViewTreeBuilder(index: project)
    for name in treeOf == "all" ? project.viewNames.sorted() : [treeOf] {
        if let body = builder.body(of: name) { print(ViewNodeDumper.dump(body)) }
    }
} else {
    let data = (try? JSONEncoder().encode(indexes)) ?? Data()
    FileHandle.standardOutput.write(data)
}
