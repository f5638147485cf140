// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import L10nCheck
import Localization
import Reporting
import SourceModel
import SystemInterface

/// What `rotor l10n check` reads of an app's folder besides a catalog: the catalogs under it
/// (String Catalogs, and folders of `.lproj` folders with a `Localizable` table) and its Swift
/// sources, read by `rotor-swift` into the keys the code asks for (``CodeCheck``).
enum L10nSources {
    /// The most folders walked looking for catalogs.
    static let folderLimit = 20_000

    /// The catalogs under a folder, in path order: each `.xcstrings` file, and each folder whose
    /// `.lproj` folders hold a `Localizable.strings` or `.stringsdict` (not one with only
    /// `InfoPlist.strings` or storyboards). Build products, dependencies and hidden folders are
    /// left out, as for the sources.
    static func catalogs(in root: String) -> [String] {
        var found: [String] = []
        var pending = [root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root]
        var seen = 0
        while let folder = pending.popLast(), seen < folderLimit {
            seen += 1
            var holdsTable = false
            for name in ((try? Posix.folderEntries(folder)) ?? []).sorted()
            where !SourceFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
                let path = folder == "." ? name : folder + "/" + name
                let kind = FileGate.kind(of: path)
                if name.hasSuffix(".xcstrings"), kind != .folder {
                    found.append(path)
                } else if name.hasSuffix(".lproj") {
                    let files = (try? Posix.folderEntries(path)) ?? []
                    if files.contains(LprojReader.table + ".strings") || files.contains(LprojReader.table + ".stringsdict") {
                        holdsTable = true
                    }
                } else if kind == .folder, !name.hasSuffix(".xcassets"), !name.hasSuffix(".xcodeproj") {
                    pending.append(path)
                }
            }
            if holdsTable { found.append(folder) }
        }
        return found.sorted()
    }

    /// Files besides Swift whose literals may hold keys the code looks up: Objective-C and C
    /// (`NSLocalizedString(@"key", …)`), and data files (JSON, property lists) a key may be read
    /// from at run time.
    static let otherLiteralFiles: Set<String> = ["m", "mm", "h", "c", "json", "plist"]

    /// The files under the roots whose extension is in ``otherLiteralFiles``, walked as the
    /// catalogs are.
    static func otherFiles(under roots: [String]) -> [String] {
        var found: [String] = []
        var pending = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        var seen = 0
        while let folder = pending.popLast(), seen < folderLimit {
            seen += 1
            guard FileGate.kind(of: folder) == .folder else { continue }
            for name in ((try? Posix.folderEntries(folder)) ?? []).sorted()
            where !SourceFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
                let path = folder == "." ? name : folder + "/" + name
                let kind = FileGate.kind(of: path)
                if kind == .folder {
                    if !name.hasSuffix(".xcassets") { pending.append(path) }
                } else if let dot = name.lastIndex(of: "."), otherLiteralFiles.contains(String(name[name.index(after: dot)...])) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The texts of a property list's `<string>` elements, as literals.
    static func propertyListStrings(_ text: String) -> StringLiterals {
        var literals = StringLiterals()
        var rest = text[...]
        while let open = rest.range(of: "<string>"), let close = rest.range(of: "</string>", range: open.upperBound..<rest.endIndex) {
            literals.texts.insert(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return literals
    }

    /// Whether a path relative to a source root is left out: a hidden file or folder.
    static func hidden(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The code under the roots, read by `rotor-swift`: the check it makes, and the files that
    /// could not be read or parsed, as notifications. Nil when there is no Swift file, or when
    /// `rotor-swift` is missing or fails, which is said once on standard error: the catalogs are
    /// still checked.
    static func code(_ roots: [String], _ context: CommandContext) -> (check: CodeCheck?, notifications: [ToolNotification]) {
        let found = SourceFiles.find(roots, excluded: hidden)
        guard !found.paths.isEmpty || !found.problems.isEmpty else { return (nil, []) }
        let indexes: [SwiftFileIndex]
        do {
            indexes = try SourceReader.read(found.paths, context.variables)
        } catch {
            let reason = context.words.describe(RotorError.sourceReader(error)) ?? ""
            context.report(context.strings.text(L10nKey.report(.sourcesNotRead), context.language, arguments: [reason]))
            return (nil, [])
        }
        let files = indexes + found.problems
        let notifications = files.compactMap { file -> ToolNotification? in
            guard let problem = file.problem else { return nil }
            return ToolNotification(
                message: BidiIsolation.removingIsolates(context.words.describe(problem, path: file.path)),
                location: SourceLocation(path: file.path, line: problem.at?.line, column: problem.at?.column)
            )
        }
        // A file that does not parse is read as far as the parser recovered.
        let project = ProjectIndex(files: files.filter { $0.problem == nil || $0.problem?.kind == .syntax })
        var literals = StringLiterals()
        for file in project.files {
            if case .success(let text) = SourceFiles.read(file.path) { literals.formUnion(StringLiterals(scanning: text)) }
        }
        for path in otherFiles(under: roots) {
            guard case .success(let text) = SourceFiles.read(path) else { continue }
            literals.formUnion(path.hasSuffix(".plist") ? propertyListStrings(text) : StringLiterals(scanning: text))
        }
        var names: Set<String> = []
        for file in project.files {
            for type in file.types {
                names.insert(type.name)
                for enumCase in type.cases { names.insert(enumCase.name) }
            }
        }
        let uses = KeyUseCollector(index: project).uses()
        return (CodeCheck(uses: uses, literals: literals, names: names, roots: roots), notifications)
    }
}
