// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Foundation
import Localization
import Semantics
import SourceModel
import SystemInterface
import Widgets

/// A team's SwiftUI project as `rotor open` and `rotor transcript` read it from a `.swift` file
/// or a folder: every Swift file of the project (through `rotor-swift`), the app's catalog, and
/// the view to show.
///
/// For a file, the project is the nearest folder above it that holds a String Catalog, a
/// `Package.swift`, an Xcode project, `rotor-audit.json` or `.git`: its views and types are
/// what the file's view places and uses.
enum SourceProject {
    /// What a folder holds that makes it a project's top.
    static let markers = ["Package.swift", "rotor-audit.json", "rotor-l10n.json", ".git"]

    /// Whether an argument names Swift sources: a `.swift` file, or a folder.
    static func names(_ argument: String) -> Bool {
        argument.hasSuffix(".swift") || FileGate.kind(of: argument) == .folder
    }

    /// The project's top for a `.swift` file (a folder is its own); its own folder when no
    /// folder above it is a project's.
    static func root(of argument: String) -> String {
        if let root = projectRoot(of: argument) { return root }
        let folder = (argument as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// What to read for an argument: the project's whole folder, or, for a loose file in a
    /// folder no project marks (a download, `/tmp`), the Swift files beside it and not the
    /// folders below, which may hold anything.
    static func sourceRoots(of argument: String) -> [String] {
        if projectRoot(of: argument) != nil { return [root(of: argument)] }
        var folder = (argument as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        let entries = (try? Posix.folderEntries(folder)) ?? []
        let siblings = entries.filter { $0.hasSuffix(".swift") }.map { folder == "." ? $0 : folder + "/" + $0 }
            .filter { FileGate.kind(of: $0) != .folder }
        return siblings.contains { same($0, argument) } ? siblings : siblings + [argument]
    }

    /// The project's top above a `.swift` file, nil when no folder up to twelve levels marks one.
    private static func projectRoot(of argument: String) -> String? {
        if FileGate.kind(of: argument) == .folder { return argument }
        var folder = (argument as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var current = folder
        for _ in 0..<12 {
            let entries = (try? Posix.folderEntries(current)) ?? []
            if entries.contains(where: { markers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcstrings") }) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current, current != "/" else { break }
            current = parent
        }
        return nil
    }

    /// Reads the project an argument names and opens a view (`--view NAME`, else the one the
    /// file's preview places, else the first it declares): the trees' source and the document.
    static func open(
        _ argument: String, view: String?, environment: Semantics.Environment, context: CommandContext
    ) throws(RotorError) -> (sources: SourceTree, document: Document, name: String) {
        let root = root(of: argument)
        let found = SourceFiles.find(sourceRoots(of: argument))
        if found.paths.isEmpty, found.problems.isEmpty, FileGate.kind(of: argument) == .folder {
            throw .usage(.noSwiftFiles(argument))
        }
        let indexes: [SwiftFileIndex]
        do {
            indexes = try SourceReader.read(found.paths, context.variables)
        } catch {
            throw .sourceReader(error)
        }
        for file in indexes + found.problems {
            guard let problem = file.problem else { continue }
            context.report(BidiIsolation.removingIsolates(context.words.describe(problem, path: file.path)))
        }
        let project = ProjectIndex(files: (indexes + found.problems).filter { $0.problem == nil || $0.problem?.kind == .syntax })
        let file = FileGate.kind(of: argument) == .folder ? nil : project.files.first { same($0.path, argument) }?.path
        let sources = SourceTree(project: project, catalog: catalog(in: root, context), strings: context.strings, file: file)
        sources.findings = findings(project, root: root, context)
        let screen: SourceScreen
        do {
            screen = try sources.open(view, environment)
        } catch {
            switch error {
            case .noSuchView(let name, let views):
                throw .usage(.unknownScreen(name, valid: views, suggestion: Suggestion.closest(to: name, among: views)))
            case .noView:
                throw .usage(.noSwiftView(argument))
            }
        }
        return (sources, .source(SourceView(name: screen.view)), screen.view)
    }

    /// What `rotor audit` of the same project finds, with the team's `rotor-audit.json`
    /// applied: rules turned off are not said. Settings that cannot be read are said, and the
    /// rules' own apply.
    static func findings(_ project: ProjectIndex, root: String, _ context: CommandContext) -> [SourceTree.Finding] {
        var configuration = SourceAuditConfiguration()
        let path = root + "/" + SourceAuditConfiguration.fileName
        if FileGate.exists(path) {
            do throws(FileError) {
                let bytes = try FileGate.read(path, limit: InputLimit.configuration)
                do {
                    configuration = try SourceAuditConfiguration(json: Data(bytes))
                } catch {
                    context.report(context.words.text(.errorSourceConfigurationIgnored(path, context.words.describe(error))))
                }
            } catch {
                context.report(context.words.text(.errorSourceConfigurationIgnored(path, context.words.reason(error))))
            }
        }
        let words = Wording(strings: context.strings, language: context.language)
        let audited = SourceAuditor(index: project, configuration: configuration, strings: context.strings).audit()
        return configuration.rules.apply(to: SourceFinding.ciFindings(audited, words)).compactMap { finding in
            finding.location.map { SourceTree.Finding(path: $0.path, line: $0.line ?? 0, message: finding.message) }
        }
    }

    /// Whether two paths name one file.
    static func same(_ a: String, _ b: String) -> Bool {
        a == b || (realpath(a) != nil && realpath(a) == realpath(b))
    }

    /// The absolute path of a file, links resolved.
    static func realpath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The app's String Catalog under its top: `Localizable.xcstrings` first, else the first
    /// catalog found. One that cannot be read is said, and the keys are shown as they are.
    static func catalog(in root: String, _ context: CommandContext) -> Strings? {
        var candidates: [String] = []
        var pending = [root]
        var seen = 0
        while let folder = pending.popLast(), seen < 2_000 {
            seen += 1
            for name in ((try? Posix.folderEntries(folder)) ?? []).sorted() where !SourceFiles.skippedFolders.contains(name) {
                let path = folder == "." ? name : folder + "/" + name
                if name.hasSuffix(".xcstrings") { candidates.append(path) }
                else if FileGate.kind(of: path) == .folder, !name.hasPrefix(".") { pending.append(path) }
            }
        }
        guard let chosen = candidates.first(where: { $0.hasSuffix("/Localizable.xcstrings") || $0 == "Localizable.xcstrings" })
            ?? candidates.first else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileGate.read(chosen, limit: InputLimit.catalog)
        } catch {
            context.report(context.words.text(.errorUnreadableCatalog(chosen, context.words.reason(error))))
            return nil
        }
        do {
            return Strings(catalog: Catalog(app: try StringCatalogFile(json: Data(bytes), path: chosen)))
        } catch {
            context.report(context.words.text(.errorUnreadableCatalog(chosen, context.words.describe(error))))
            return nil
        }
    }
}
