// SPDX-License-Identifier: GPL-3.0-or-later
// rotor-bench: how fast Rotor speaks, stops and scales, side by side with the alternatives.

import Foundation

do {
    let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case .help:
        print(BenchOptions.usage)
    case .busyChild:
        LoadGenerator.spin()
    case .scaleChild(let kind, let size):
        let row = try ScaleBench.child(kind: kind, size: size)
        let data = try JSONEncoder().encode(row)
        print(String(decoding: data, as: UTF8.self))
    case .actionLoop(let kind, let size):
        try ScaleBench.actionLoop(kind: kind, size: size, seconds: 10)
    case .durabilityChild(let size):
        let row = try DurabilityBench.child(size: size)
        print(String(decoding: try JSONEncoder().encode(row), as: UTF8.self))
    case .openLoop(let kind, let size):
        try ScaleBench.openLoop(kind: kind, size: size, seconds: 10)
    case .l10nChild(let side, let path):
        let row = try L10nBench.child(side: side, path: path)
        let data = try JSONEncoder().encode(row)
        print(String(decoding: data, as: UTF8.self))
    case .l10nCatalog(let path):
        try Data(L10nBench.catalog().utf8).write(to: URL(fileURLWithPath: path))
    case .l10nFolder(let path):
        try L10nBench.writeFolder(at: URL(fileURLWithPath: path))
    case .run:
        exit(try RotorBench(options: options).run())
    }
} catch {
    FileHandle.standardError.write(Data("rotor-bench: \(error)\n".utf8))
    exit(64)
}
