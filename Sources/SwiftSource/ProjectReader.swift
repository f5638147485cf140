// SPDX-License-Identifier: GPL-3.0-or-later
import Dispatch
import SourceModel
import Synchronization

/// Reads many Swift files, on every core: each file is parsed, indexed and its syntax tree
/// dropped before the next is taken, so memory holds the index and a few trees at a time.
public enum ProjectReader {
    /// The indexes of the files, in the order given. `load` gives a file's text, or why it has none.
    public static func read(
        _ paths: [String], load: @Sendable (String) -> Result<String, SourceProblem>
    ) -> [SwiftFileIndex] {
        let results = Mutex([SwiftFileIndex?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let path = paths[position]
            let index: SwiftFileIndex = switch load(path) {
            case .success(let text): SwiftFileReader.read(text, path: path)
            case .failure(let problem): SwiftFileIndex(path: path, problem: problem)
            }
            results.withLock { $0[position] = index }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Parses every file on every core and keeps nothing: what the parse alone costs.
    public static func parseOnly(_ paths: [String], load: @Sendable (String) -> Result<String, SourceProblem>) {
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            if case .success(let text) = load(paths[position]) { SwiftFileReader.parse(text) }
        }
    }
}
