// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Semantics
import Widgets

/// `rotor transcript SCREEN`: every element of a screen in reading order, as text or JSON.
enum TranscriptCommand {
    static let options = CommonOptions.specs + [.value("format", ["text", "json"])]

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "transcript")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "transcript", strings, language))
            return 0
        }
        let environment = try CommonOptions.environment(invocation, &strings, language)
        guard let name = invocation.positionals.first else {
            throw .missingArgument(command: "transcript", name: "SCREEN")
        }
        if invocation.positionals.count > 1 {
            throw .unexpectedArgument(command: "transcript", argument: invocation.positionals[1])
        }
        let document: Document
        do {
            document = try DocumentSource.resolve(name, edit: false).document
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .folderNeedsAs(let path): throw .folderNeedsAs(path)
            case .document(let problem):
                Output.error(DocumentWords(strings: strings, language: environment.language).describe(problem))
                return 1
            }
        }
        let tree = TreeBuilder(strings: strings).tree(for: document, in: environment)
        let transcript = Transcript(strings: strings)
        Output.out(invocation.value("format") == "json"
            ? transcript.json(tree, environment.language)
            : transcript.text(tree, environment.language))
        return 0
    }
}
