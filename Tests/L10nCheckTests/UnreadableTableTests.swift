// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import TestSupport
import Testing

/// Nothing of a catalog is skipped in silence: an `.lproj` table that is a symbolic link to
/// nothing, a loop of links or a named pipe (it once dropped its language with "No problems
/// found" and exit code 0), a language folder that is a link to nothing, and a
/// `rotor-l10n.json` that is a link to nothing (once ignored) are each named, with the exit
/// code of an input that cannot be read (65) or of a configuration that cannot be used (64).
@Suite struct UnreadableTableTests {
    /// A copy of the `.lproj` fixtures to spoil.
    static func copy() throws -> URL {
        let folder = try L10nCommandTests.folder()
        let lproj = folder.appending(path: "Lproj")
        try FileManager.default.copyItem(at: CatalogCheckTests.fixtures.appending(path: "Lproj"), to: lproj)
        return lproj
    }

    enum Spoiling: String, CaseIterable, Sendable {
        case linkToNothing, linkLoop, namedPipe, languageFolderLinkToNothing

        /// Spoils French; returns the path the message names and what it says of it.
        func apply(in lproj: URL) throws -> (path: String, reason: String) {
            let table = lproj.appending(path: "fr.lproj/Localizable.strings").path
            switch self {
            case .linkToNothing:
                try FileManager.default.removeItem(atPath: table)
                #expect(symlink("Missing.strings", table) == 0)
                return (table, "it is a symbolic link to a file that does not exist")
            case .linkLoop:
                try FileManager.default.removeItem(atPath: table)
                #expect(symlink("Localizable.strings", table) == 0)
                return (table, "its symbolic links lead round in a loop")
            case .namedPipe:
                try FileManager.default.removeItem(atPath: table)
                #expect(mkfifo(table, 0o644) == 0)
                return (table, "it is a named pipe, not a file")
            case .languageFolderLinkToNothing:
                let folder = lproj.appending(path: "fr.lproj").path
                try FileManager.default.removeItem(atPath: folder)
                #expect(symlink("gone.lproj", folder) == 0)
                return (folder, "it is a symbolic link to a file that does not exist")
            }
        }
    }

    @Test(arguments: Spoiling.allCases)
    func anUnreadableTableIsNamedWithItsExitCode(spoiling: Spoiling) throws {
        let lproj = try Self.copy()
        defer { try? FileManager.default.removeItem(at: lproj.deletingLastPathComponent()) }
        let (path, reason) = try spoiling.apply(in: lproj)
        for format in ["text", "json", "sarif", "junit", "github"] {
            let result = try RotorProcess.run(["l10n", "check", lproj.path, "--format", format], within: .seconds(60))
            #expect(!result.timedOut, "\(spoiling), \(format)")
            #expect(result.status == 65, "\(spoiling), \(format): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("No problems found"))
            #expect(result.standardOutput.contains(path), "\(spoiling), \(format): the table is named")
            if format == "text" {
                #expect(result.standardOutput.contains("Cannot read the string catalog '\(path)': \(reason)."), "\(result.standardOutput)")
            }
        }
    }

    @Test func aConfigurationThatIsALinkToNothingIsNamed() throws {
        let lproj = try Self.copy()
        defer { try? FileManager.default.removeItem(at: lproj.deletingLastPathComponent()) }
        let config = lproj.appending(path: "rotor-l10n.json").path
        #expect(symlink("team-settings.json", config) == 0)
        let result = try RotorProcess.run(["l10n", "check", lproj.path], within: .seconds(60))
        #expect(result.status == 64, "\(result.standardOutput) \(result.standardError)")
        #expect(result.standardError.contains("Cannot read '\(config)': it is a symbolic link to a file that does not exist."),
                "\(result.standardError)")
    }
}
