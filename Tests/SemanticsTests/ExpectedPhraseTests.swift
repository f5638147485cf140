// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Testing
import Widgets

/// Spanish and right-to-left screens against phrases written by hand, not recorded from Rotor.
///
/// The golden files are recorded from the code itself: English matches the seeds, but nothing
/// else stood behind the Spanish or the right-to-left ones. Each phrase below was written from
/// the seeds (`/work/shared/seeds`: what each element is, its label, value, traits, actions and
/// hint, in the order of declaration) and from what each catalog entry means in Spanish (a
/// photo is "una foto", so "1 seleccionada"; the Selected trait is "Seleccionado", the grid's
/// value "Seleccionada"), with VoiceOver's order (Selected, label, value, traits, "Actions
/// available"). In right to left the leading corners are on the right: the demo's tile sits at
/// the bottom trailing corner, which is "bottom left".
@Suite struct ExpectedPhraseTests {
    /// One element as a person hears it: the phrase, the hint after it, the actions' names, and
    /// when given, everything VoiceOver says after the phrase with hints on (the hint, then the
    /// actions hint).
    struct Heard: Sendable, CustomStringConvertible {
        var phrase: String
        var hint = ""
        var actions: [String] = []
        var hints: [String]?
        var description: String { "\(phrase) | \(hint) | \(actions)" }
    }

    /// Something a person does before listening: a named action of an element, or its double tap.
    enum Step: Sendable {
        case action(NodeID, String)
        case activate(NodeID)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var screen: DemoScreen
        /// A board of one's own instead of the screen's demo.
        var document: Document?
        /// Whether only the columns' headers are compared (a board of many cards).
        var headersOnly = false
        var language: Language
        var direction: LayoutDirection
        var steps: [Step] = []
        var title: String
        var heard: [Heard]
        var testDescription: String { name }
    }

    /// VoiceOver's hint after an element with named actions, as public VoiceOver logs show it,
    /// and in Apple's Spanish register (tú).
    static let englishActionsHint = "Swipe up or down to select a custom action, then double tap to activate."
    static let spanishActionsHint = "Desliza arriba o abajo para elegir una acción personalizada y toca dos veces para activarla."

    static func photo(_ caption: String, _ language: Language) -> Heard {
        language == .spanish
            ? Heard(phrase: "\(caption), Imagen, Acciones disponibles", actions: ["Traer al frente"], hints: [spanishActionsHint])
            : Heard(phrase: "\(caption), Image, Actions available", actions: ["Bring to front"], hints: [englishActionsHint])
    }

    static let spanishCards = (
        sketch: "Esbozar la bienvenida", notes: "Escribir las notas de la versión",
        crash: "Arreglar el cierre al iniciar sesión", previews: "Grabar los avances"
    )

    static func card(_ title: String, _ actions: [String]) -> Heard {
        Heard(phrase: "\(title), Acciones disponibles", actions: actions)
    }

    static let spanishKanban: [Heard] = [
        Heard(phrase: "Por hacer, 3 tarjetas"),
        card(spanishCards.sketch, ["Mover a En curso", "Mover a Hecho"]),
        card(spanishCards.notes, ["Mover a En curso", "Mover a Hecho"]),
        card(spanishCards.crash, ["Mover a En curso", "Mover a Hecho"]),
        Heard(phrase: "En curso, 1 tarjeta"),
        card(spanishCards.previews, ["Mover a Por hacer", "Mover a Hecho"]),
        Heard(phrase: "Hecho, 0 tarjetas"),
        Heard(phrase: "Suelta tarjetas aquí"),
    ]

    static func gridPhotos(_ numbers: ClosedRange<Int>, selected: Set<Int> = [], selecting: Bool = false) -> [Heard] {
        numbers.map { number in
            guard selecting else { return Heard(phrase: "Foto \(number), Botón, Imagen, Acciones disponibles", actions: ["Seleccionar"]) }
            return selected.contains(number)
                ? Heard(phrase: "Seleccionado, Foto \(number), Seleccionada, Botón, Imagen")
                : Heard(phrase: "Foto \(number), No seleccionada, Botón, Imagen")
        }
    }

    static let deckHint = "Arrastra o toca para desplegar las cartas"

    static let cases: [Case] = [
        // Spanish, left to right and right to left: the reading order is the same.
        Case(name: "photo board, es", screen: .photoBoard, language: .spanish, direction: .leftToRight, title: "Tablero de fotos",
             heard: ["Lisboa", "Oslo", "Kioto", "Quito", "El Cairo"].map { photo($0, .spanish) }),
        Case(name: "photo board, es, rtl", screen: .photoBoard, language: .spanish, direction: .rightToLeft, title: "Tablero de fotos",
             heard: ["Lisboa", "Oslo", "Kioto", "Quito", "El Cairo"].map { photo($0, .spanish) }),
        Case(name: "photo grid, es", screen: .photoGrid, language: .spanish, direction: .leftToRight, title: "Cuadrícula de fotos",
             heard: [Heard(phrase: "Mantén pulsada una foto")] + gridPhotos(1...15)),
        Case(name: "photo grid selecting photo 2, es", screen: .photoGrid, language: .spanish, direction: .leftToRight,
             steps: [.action(.photo("2"), "Seleccionar")], title: "Cuadrícula de fotos",
             heard: [Heard(phrase: "1 seleccionada"), Heard(phrase: "Listo, Botón")] + gridPhotos(1...15, selected: [2], selecting: true)),
        Case(name: "photo grid, photos 2 and 5 selected, es, rtl", screen: .photoGrid, language: .spanish, direction: .rightToLeft,
             steps: [.action(.photo("2"), "Seleccionar"), .activate(.photo("5"))], title: "Cuadrícula de fotos",
             heard: [Heard(phrase: "2 seleccionadas"), Heard(phrase: "Listo, Botón")] + gridPhotos(1...15, selected: [2, 5], selecting: true)),
        Case(name: "deck, es", screen: .deckFan, language: .spanish, direction: .leftToRight, title: "Baraja en abanico",
             heard: [Heard(phrase: "Abanico de cartas, Apilado, Botón", hint: deckHint)]),
        Case(name: "deck fanned, es, rtl", screen: .deckFan, language: .spanish, direction: .rightToLeft, steps: [.activate(.deck)],
             title: "Baraja en abanico", heard: [Heard(phrase: "Abanico de cartas, Desplegado, Botón", hint: deckHint)]),
        Case(name: "kanban, es", screen: .kanban, language: .spanish, direction: .leftToRight, title: "Tablero Kanban", heard: spanishKanban),
        Case(name: "kanban, es, rtl", screen: .kanban, language: .spanish, direction: .rightToLeft, title: "Tablero Kanban", heard: spanishKanban),
        Case(name: "kanban after a move to Hecho, es", screen: .kanban, language: .spanish, direction: .leftToRight,
             steps: [.action(.card("3"), "Mover a Hecho")], title: "Tablero Kanban",
             heard: [
                 Heard(phrase: "Por hacer, 2 tarjetas"),
                 card(spanishCards.sketch, ["Mover a En curso", "Mover a Hecho"]),
                 card(spanishCards.notes, ["Mover a En curso", "Mover a Hecho"]),
                 Heard(phrase: "En curso, 1 tarjeta"),
                 card(spanishCards.previews, ["Mover a Por hacer", "Mover a Hecho"]),
                 Heard(phrase: "Hecho, 1 tarjeta"),
                 card(spanishCards.crash, ["Mover a Por hacer", "Mover a En curso"]),
             ]),
        Case(name: "snap corner, es", screen: .snapCorner, language: .spanish, direction: .leftToRight, title: "Esquina magnética",
             heard: [
                 Heard(phrase: "En una llamada"), Heard(phrase: "Arrastra el recuadro a cualquier esquina"),
                 Heard(phrase: "Tu cámara, abajo a la derecha, Acciones disponibles",
                       actions: ["Mover arriba a la izquierda", "Mover arriba a la derecha", "Mover abajo a la izquierda"]),
             ]),
        Case(name: "snap corner, es, rtl", screen: .snapCorner, language: .spanish, direction: .rightToLeft, title: "Esquina magnética",
             heard: [
                 Heard(phrase: "En una llamada"), Heard(phrase: "Arrastra el recuadro a cualquier esquina"),
                 Heard(phrase: "Tu cámara, abajo a la izquierda, Acciones disponibles",
                       actions: ["Mover arriba a la derecha", "Mover arriba a la izquierda", "Mover abajo a la derecha"]),
             ]),
        // The top left in right to left is the top trailing corner; the other three remain.
        Case(name: "snap corner moved to the top left, es, rtl", screen: .snapCorner, language: .spanish, direction: .rightToLeft,
             steps: [.action(.tile, "Mover arriba a la izquierda")], title: "Esquina magnética",
             heard: [
                 Heard(phrase: "En una llamada"), Heard(phrase: "Arrastra el recuadro a cualquier esquina"),
                 Heard(phrase: "Tu cámara, arriba a la izquierda, Acciones disponibles",
                       actions: ["Mover arriba a la derecha", "Mover abajo a la derecha", "Mover abajo a la izquierda"]),
             ]),
        // English, right to left: only the corners change.
        Case(name: "photo board, en, rtl", screen: .photoBoard, language: .english, direction: .rightToLeft, title: "Photo board",
             heard: ["Lisbon", "Oslo", "Kyoto", "Quito", "Cairo"].map { photo($0, .english) }),
        Case(name: "kanban, en, rtl", screen: .kanban, language: .english, direction: .rightToLeft, title: "Kanban board",
             heard: [
                 Heard(phrase: "To do, 3 cards"),
                 Heard(phrase: "Sketch the onboarding, Actions available", actions: ["Move to Doing", "Move to Done"]),
                 Heard(phrase: "Write release notes, Actions available", actions: ["Move to Doing", "Move to Done"]),
                 Heard(phrase: "Fix the login crash, Actions available", actions: ["Move to Doing", "Move to Done"]),
                 Heard(phrase: "Doing, 1 card"),
                 Heard(phrase: "Record the previews, Actions available", actions: ["Move to To do", "Move to Done"]),
                 Heard(phrase: "Done, 0 cards"),
                 Heard(phrase: "Drop cards here"),
             ]),
        Case(name: "deck, en, rtl", screen: .deckFan, language: .english, direction: .rightToLeft, title: "Deck fan",
             heard: [Heard(phrase: "Card fan, Stacked, Button", hint: "Drag or tap to fan the cards")]),
        Case(name: "snap corner, en, rtl", screen: .snapCorner, language: .english, direction: .rightToLeft, title: "Snap corner",
             heard: [
                 Heard(phrase: "On a call"), Heard(phrase: "Drag the tile to any corner"),
                 Heard(phrase: "Your camera, bottom left, Actions available",
                       actions: ["Move to top right", "Move to top left", "Move to bottom right"]),
             ]),
        Case(name: "snap corner moved to the bottom right, en, rtl", screen: .snapCorner, language: .english, direction: .rightToLeft,
             steps: [.action(.tile, "Move to bottom right")], title: "Snap corner",
             heard: [
                 Heard(phrase: "On a call"), Heard(phrase: "Drag the tile to any corner"),
                 Heard(phrase: "Your camera, bottom right, Actions available",
                       actions: ["Move to top right", "Move to top left", "Move to bottom left"]),
             ]),
    ]

    @Test(arguments: cases)
    func theTreeSaysWhatWasWrittenByHand(_ expected: Case) throws {
        try Self.check(expected)
    }

    /// The tree of the case's document, after its steps, against what was written by hand.
    static func check(_ expected: Case) throws {
        let builder = TreeBuilder()
        let environment = Semantics.Environment(language: expected.language, layoutDirection: expected.direction)
        var document = expected.document ?? expected.screen.document
        for step in expected.steps {
            let tree = builder.tree(for: document, in: environment)
            switch step {
            case .action(let id, let name):
                let node = try #require(tree.element(id: id), "no \(id)")
                let action = try #require(node.actions.first { $0.name == name }, "\(id) has no action '\(name)': \(node.actions.map(\.name))")
                document.apply(action.intent)
            case .activate(let id):
                let intent = try #require(tree.element(id: id)?.defaultAction, "\(id) has no double tap")
                document.apply(intent)
            }
        }
        let tree = builder.tree(for: document, in: environment)
        let phrase = Phrase()
        #expect(tree.title == expected.title)
        // The words, without the isolates that lay them out in print (PrintedOrderTests sees those).
        let plain = BidiIsolation.removingIsolates
        let heard = tree.elements.filter { !expected.headersOnly || $0.id.combinesChildren }.map { node in
            Heard(
                phrase: plain(phrase.spoken(node, expected.language)), hint: node.hint, actions: node.actions.map { plain($0.name) },
                hints: phrase.hints(node, expected.language).map(plain)
            )
        }
        #expect(heard.map(\.phrase) == expected.heard.map(\.phrase))
        #expect(heard.map(\.hint) == expected.heard.map(\.hint))
        #expect(heard.map(\.actions) == expected.heard.map(\.actions))
        for (index, wanted) in expected.heard.enumerated() where index < heard.count {
            if let hints = wanted.hints { #expect(heard[index].hints == hints, "\(wanted.phrase)") }
        }
    }
}
