// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// Every screen × {en, es} × {ltr, rtl}, as text and as JSON, against golden files.
@Suite struct TranscriptGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden")

    static let cases: [(DemoScreen, Language, LayoutDirection)] = DemoScreen.allCases.flatMap { screen in
        Language.allCases.flatMap { language in LayoutDirection.allCases.map { (screen, language, $0) } }
    }

    @Test(arguments: cases)
    func transcript(screen: DemoScreen, language: Language, direction: LayoutDirection) {
        let environment = Semantics.Environment(language: language, layoutDirection: direction)
        let tree = TreeBuilder().tree(for: screen.document, in: environment)
        let name = "\(screen.rawValue).\(language.code).\(direction.rawValue)"
        Golden.check(Transcript().text(tree, language), name + ".txt", directory: Self.directory)
        Golden.check(Transcript().json(tree, language), name + ".json", directory: Self.directory)
    }
}
