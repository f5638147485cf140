// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
import Semantics
import Speech
import Widgets

/// The options and arguments several subcommands share, and what they set.
enum CommonOptions {
    /// The codes `--lang` accepts on screens: the languages, then the pseudo-locales.
    static let languageCodes = Language.allIncludingPseudoLocales.map(\.code)

    static let lang = OptionSpec.value("lang", languageCodes, shown: .word(.helpValueLang), help: CatalogText.helpOptionLang)
    static let direction = OptionSpec.value("direction", ["ltr", "rtl"], help: .helpOptionDirection)
    static let reduceMotion = OptionSpec.flag("reduce-motion", help: .helpOptionReduceMotion)
    static let locales = OptionSpec.value("locales", shown: .word(.helpValuePath), help: .helpOptionLocales)
    static let noSpeech = OptionSpec.flag("no-speech", help: .helpOptionNoSpeech)
    static let speakTo = OptionSpec.value("speak-to", shown: .word(.helpValueWav), help: .helpOptionSpeakTo)
    static let latinVoice = OptionSpec.value("latin-voice", VoiceSettings.latinVoices, help: CatalogText.helpOptionLatinVoice)
    static let screenSize = OptionSpec.ranged(
        "screen", .size(Screen.sides, default: (Screen.defaultSize.width, Screen.defaultSize.height)), shown: .literal("WxH")
    ) { .helpOptionScreen($0.lower, $0.upper, $0.defaultValue) }
    static let contentSize = OptionSpec.value(
        "content-size", ContentSize.allCases.map(\.rawValue), shown: .literal("SIZE"), help: CatalogText.helpOptionContentSize
    )
    static let appearance = OptionSpec.value(
        "appearance", Appearance.allCases.map(\.rawValue), shown: .literal("A"), help: CatalogText.helpOptionAppearance
    )
    /// `--as photo-grid`: a folder of images opened as a photo grid, in every command that reads a screen.
    static let openAs = OptionSpec.value("as", [DemoScreen.photoGrid.rawValue], help: .helpOptionAs)

    /// The options that lay a screen out as a person has set their device: text size and appearance.
    static let layoutSpecs = [screenSize, contentSize, appearance]

    /// The options that set the environment of a screen.
    static let environmentSpecs = [lang, direction, reduceMotion, locales]
    /// The options that choose a speaker and its voices.
    static let speakerSpecs = [noSpeech, speakTo, latinVoice]

    /// A demo screen's name.
    static let screen = ArgumentSpec.Alternative(nameKey: .helpValueScreen, helpKey: CatalogText.helpArgumentScreen)
    /// A document file.
    static let file = ArgumentSpec.Alternative(nameKey: .helpValueFile, helpKey: .helpArgumentFile)
    /// A SwiftUI view's source (`open`, `transcript`).
    static let swiftSource = ArgumentSpec.Alternative(nameKey: .helpValueSwiftFile, helpKey: .helpArgumentSwift)
    /// Which view of a Swift file or folder to show.
    static let view = OptionSpec.value("view", shown: .word(.helpValueView), help: CatalogText.helpOptionView)
    /// A folder of images, with `--as photo-grid`.
    static let folder = ArgumentSpec.Alternative(nameKey: .helpValueFolder, helpKey: .helpArgumentFolder)

    /// Loads `--locales PATH` into `context.strings`.
    static func loadLocales(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) {
        guard let path = invocation.value("locales") else { return }
        var catalog: Catalog
        do {
            catalog = try Catalog(path: path)
        } catch {
            throw .usage(.unreadableCatalog(error))
        }
        // A catalog made before Rotor had some words would have them said as their keys
        // ("console.keptFound"): Rotor's own entries stand in for them, and the person is told.
        let builtIn = Strings.builtIn.catalog.entries
        let missing = builtIn.keys.filter { catalog.entries[$0] == nil }.sorted()
        for key in missing { catalog.entries[key] = builtIn[key] }
        if let example = missing.first {
            context.report(context.strings.text(CatalogText.cliLocalesMissingKeys(missing.count, path, example), context.language))
        }
        context.strings = Strings(catalog: catalog)
    }

    /// Reads `--lang`, `--direction`, `--reduce-motion`, `--screen WxH`, `--content-size`,
    /// `--appearance`, and loads `--locales PATH`.
    static func environment(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Semantics.Environment {
        try loadLocales(invocation, &context)
        let chosen = invocation.value("lang").flatMap(Language.init(code:)) ?? context.language
        return Semantics.Environment(
            language: chosen,
            layoutDirection: invocation.value("direction").map { $0 == "rtl" ? .rightToLeft : .leftToRight }
                ?? chosen.defaultLayoutDirection,
            reduceMotion: invocation.has("reduce-motion"),
            screen: try screen(invocation),
            contentSize: invocation.value(contentSize.name).flatMap(ContentSize.init(rawValue:)) ?? .default,
            appearance: invocation.value(appearance.name).flatMap(Appearance.init(rawValue:)) ?? .light
        )
    }

    /// What the command line asks of a screen reader run, for that run only: `--lang`,
    /// `--direction`, `--reduce-motion`, `--screen WxH`, `--latin-voice`, over the language of
    /// the locale variables; loads `--locales PATH`.
    static func launch(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Launch {
        try loadLocales(invocation, &context)
        return Launch(
            language: invocation.value(lang.name).flatMap(Language.init(code:)),
            systemLanguage: context.language,
            direction: invocation.value(direction.name).flatMap(LayoutDirection.init(rawValue:)),
            reduceMotion: invocation.has(reduceMotion.name),
            screen: try screen(invocation),
            latinVoice: invocation.value(latinVoice.name),
            localeVariable: Launch.localeVariable(in: context.variables))
    }

    /// `--screen WxH` (`390x844`, `1024×768`): a size in points, each side within
    /// ``Screen/sides`` (the parser held it to them); nil when not given.
    static func screen(_ invocation: Invocation) throws(RotorError) -> Size? {
        guard let text = invocation.value(screenSize.name) else { return nil }
        guard let (width, height) = OptionSpec.size(text, within: Screen.sides) else {
            throw .usage(.invalidValue(option: "--" + screenSize.name, value: text, valid: screenSize.check(text) ?? []))
        }
        return Size(width: width, height: height)
    }

    /// The demo screen named by an argument.
    static func demoScreen(_ name: String) throws(RotorError) -> DemoScreen {
        guard let screen = DemoScreen(rawValue: name) else {
            let names = DemoScreen.allCases.map(\.rawValue)
            throw .usage(.unknownScreen(name, valid: names, suggestion: Suggestion.closest(to: name, among: names)))
        }
        return screen
    }

}
