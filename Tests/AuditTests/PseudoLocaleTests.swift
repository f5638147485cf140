// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// The pseudo-locales: en-XA shows any hard-coded text, ar-XB lays everything out right to left.
@Suite struct PseudoLocaleTests {
    /// Every English word of the catalog, three letters or more.
    static let catalogWords: Set<String> = {
        var words: Set<String> = []
        for entry in Strings.builtIn.catalog.entries.values {
            let texts: [String] = switch entry.localizations["en"] {
            case .value(let value, _)?: [value]
            case .plural(let forms, _)?: Array(forms.values)
            case nil: []
            }
            for text in texts {
                let plain = FormatToken.tokens(in: text).map { if case .text(let t) = $0 { t } else { " " } }.joined()
                words.formUnion(plain.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 3 })
            }
        }
        return words
    }()

    static let combinations = DemoScreen.allCases.flatMap { screen in LayoutDirection.allCases.map { (screen, $0) } }

    @Test(arguments: combinations)
    func noPlainCatalogWordInAnyScreenInEnXA(screen: DemoScreen, direction: LayoutDirection) {
        let environment = Environment(language: .pseudoAccented, layoutDirection: direction)
        let tree = TreeBuilder().tree(for: screen.document, in: environment)
        let phrase = Phrase()
        var texts = [tree.title] + tree.groups.map(\.label)
        for node in tree.elements {
            texts += [node.label, node.value, node.hint, phrase.spoken(node, .pseudoAccented)] + node.actions.map(\.name)
        }
        for text in texts {
            let plain = text.split(whereSeparator: { !$0.isLetter }).map(String.init).filter(Self.catalogWords.contains)
            #expect(plain.isEmpty, "\(screen.rawValue): “\(text)” has plain words \(plain)")
        }
        #expect(Self.catalogWords.contains("Move") && Self.catalogWords.contains("Selected"), "the word list is the catalog's")
    }

    @Test(arguments: [
        ("Selected", "[Ŝéļéçţéð ···]"),
        ("Move to %@", "[Ṁöṽé ţö %@ ···]"),
        ("%lld cards", "[%lld çåŕðš ··]"),
        ("%1$@, %2$@.", "[%1$@, %2$@. ·]"),
        ("100%% sure", "[100%% šûŕé ···]"),
        ("", ""),
    ])
    func enXAKeepsPlaceholdersAndGrowsAboutFortyPercent(format: String, expected: String) {
        let pseudo = Pseudolocalizer(.accented).transform(format)
        #expect(pseudo == expected)
        #expect(FormatToken.placeholders(in: pseudo) == FormatToken.placeholders(in: format))
    }

    @Test func arXBIsolatesTheTextAndOverridesEachWord() {
        let pseudo = Pseudolocalizer(.bidi).transform("Move to %@")
        #expect(pseudo == "\u{2067}\u{202E}Move\u{202C} \u{202E}to\u{202C} %@\u{2069}")
        #expect(FormatToken.placeholders(in: pseudo) == ["%@"])
        #expect(Strings.builtIn.text(.actionMoveToCorner("x"), .pseudoBidi).hasPrefix("\u{2067}"))
    }

    @Test func pseudoLocalesAreAcceptedButNotAmongTheLanguages() {
        #expect(Language.allCases == [.english, .spanish, .hebrew, .arabic])
        #expect(Language.pseudoLocales.map(\.code) == ["en-XA", "ar-XB"])
        #expect(Language(code: "en-XA") == .pseudoAccented)
        #expect(Language(code: "ar_XB.UTF-8") == .pseudoBidi)
        #expect(Language(code: "en-GB") == .english)
        #expect(Language(code: "ar") == .arabic)
        #expect(Language(code: "fr") == nil)
        #expect(Language.pseudoBidi.defaultLayoutDirection == .rightToLeft)
        #expect(PluralCategory.of(1, in: .pseudoAccented) == .one)
        #expect(Strings.builtIn.missingKeys(in: .pseudoAccented).isEmpty)
    }

    @Test func transcriptsAcceptThePseudoLocales() throws {
        let accented = try RotorProcess.run(["transcript", "deck-fan", "--lang", "en-XA"])
        #expect(accented.status == 0)
        #expect(accented.standardOutput.hasPrefix("[Çåŕð ƒåñ ···], [Ŝţåçķéð ··], [Ɓûţţöñ ··]\n"))
        // ar-XB lays out right to left unless told otherwise: the trailing corner is on the left.
        let bidi = try RotorProcess.run(["transcript", "snap-corner", "--lang", "ar-XB", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(bidi.standardOutput.utf8)) as? [[String: Any]]
        let label = try #require(entries?.last?["label"] as? String)
        #expect(label.contains("\u{202E}left\u{202C}"))
        let ltr = try RotorProcess.run(["transcript", "snap-corner", "--lang", "ar-XB", "--direction", "ltr"])
        #expect(ltr.standardOutput.contains("\u{202E}right\u{202C}"))
    }
    /// The screen reader itself in the pseudo-locales: `rotor open --lang en-XA` says every
    /// word accented (no plain catalog English left, Rotor's own messages too), and `--lang
    /// ar-XB` lays the tile out right to left unless told otherwise, each piece of text isolated
    /// and every override closed on its line.
    @Test func theScreenReaderOpensInThePseudoLocales() throws {
        let accented = try RotorProcess.run(["open", "kanban", "--lang", "en-XA", "--no-speech"], input: "next\ndo 2\nbogus\n")
        #expect(accented.status == 1, "the unknown command failed")
        #expect(accented.standardError.isEmpty)
        let lines = accented.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        #expect(lines.first == "[Ķåñƀåñ ƀöåŕð ····]")
        #expect(lines.contains("[Ðöñé ·], [1 çåŕð ·]"), "the move's count: \(lines)")
        for line in lines {
            let plain = line.split(whereSeparator: { !$0.isLetter }).map(String.init).filter(Self.catalogWords.contains)
            #expect(plain.isEmpty, "“\(line)” has plain words \(plain)")
        }

        for (arguments, corner, moved) in [
            (["--lang", "ar-XB"], "\u{202E}left\u{202C}", "\u{202E}right\u{202C}"),
            (["--lang", "ar-XB", "--direction", "ltr"], "\u{202E}right\u{202C}", "\u{202E}left\u{202C}"),
        ] {
            let bidi = try RotorProcess.run(["open", "snap-corner"] + arguments + ["--no-speech"], input: "last\ndo 1\n")
            #expect(bidi.status == 0)
            let lines = bidi.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count == 4, "\(lines)")
            // The tile at the bottom trailing corner; its first action is the top leading one.
            #expect(lines.dropLast().last?.contains("\u{202E}bottom\u{202C} " + corner) == true, "\(arguments): \(lines)")
            #expect(lines.last?.contains("\u{202E}top\u{202C} " + moved) == true, "\(arguments): \(lines)")
            for line in lines {
                #expect(line.filter { "\u{2066}\u{2067}\u{2068}".contains($0) }.count == line.filter { $0 == "\u{2069}" }.count, "an isolate left open: \(line)")
                #expect(line.filter { $0 == "\u{202E}" }.count == line.filter { $0 == "\u{202C}" }.count, "an override left open: \(line)")
            }
        }
    }
}
