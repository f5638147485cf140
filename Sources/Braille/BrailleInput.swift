// SPDX-License-Identifier: GPL-3.0-or-later

/// One key press on a braille display, as BrlAPI delivers it to a client in command mode
/// (BRLTTY has already turned the display's own keys into its commands).
///
/// The codes are BrlAPI's (`brlapi_keycodes.h`, `brlapi_constants.h`): those are C macros Swift
/// cannot import, so their values are written here with their BrlAPI names.
public enum BrailleInput: Sendable, Hashable {
    /// `FWINLT`, `FWINRT`: the display's pan keys, a window left or right.
    case panLeft, panRight
    /// `LNUP`, `LNDN`: a line up or down.
    case lineUp, lineDown
    /// `TOP`, `BOT` (and `TOP_LEFT`, `BOT_LEFT`): the top or bottom line.
    case top, bottom
    /// `PRPGRPH`, `NXPGRPH`: the previous or next paragraph.
    case previousParagraph, nextParagraph
    /// `PRDIFLN`, `NXDIFLN`: the previous or next different line.
    case previousDifferentLine, nextDifferentLine
    /// `HOME`, `RETURN`: back to where the cursor (the focus) is.
    case home
    /// `ROUTE`: the routing key over a cell, counted from 0 at the display's left end.
    case route(Int)
    /// A character typed on the display's braille keyboard (BRLTTY's text table made it from dots).
    case character(Character)
    /// A key of the keyboard the display stands for (Enter, Backspace, the arrows …).
    case key(Key)
    /// Anything else, by its code: left to BRLTTY when Rotor does not ask for it.
    case other(UInt64)

    /// A keyboard key a braille keyboard can send (BrlAPI's keysyms).
    public enum Key: Sendable, Hashable {
        case enter, tab, backspace, escape, delete, insert
        case left, right, up, down, home, end, pageUp, pageDown
        /// F1 is 1.
        case function(Int)
    }

    // BrlAPI's key code layout.
    static let typeMask: UInt64 = 0xE000_0000
    static let typeCommand: UInt64 = 0x2000_0000
    static let codeMask: UInt64 = 0x1FFF_FFFF
    static let blockMask: UInt64 = 0x1FFF_0000
    static let argumentMask: UInt64 = 0x0000_FFFF
    static let symbolUnicode: UInt64 = 0x0100_0000

    /// The command codes Rotor asks BRLTTY for (type, block and argument; flags aside).
    static let basicCommands: [(argument: UInt64, input: BrailleInput)] = [
        (1, .lineUp), (2, .lineDown), (5, .previousDifferentLine), (6, .nextDifferentLine),
        (9, .top), (10, .bottom), (11, .top), (12, .bottom), (13, .previousParagraph), (14, .nextParagraph),
        (23, .panLeft), (24, .panRight), (29, .home), (31, .home),
    ]
    /// `BRLAPI_KEY_CMD_ROUTE`: block 1.
    static let routeBlock: UInt64 = 1 << 16

    /// The codes to accept, as `brlapi_acceptKeys` takes them with `brlapi_rangeType_command`:
    /// each basic command, and the routing keys' whole block.
    public static var acceptedCommandCodes: [UInt64] {
        basicCommands.map { typeCommand | $0.argument } + [typeCommand | routeBlock]
    }

    /// The key a BrlAPI key code stands for.
    public init(code: UInt64) {
        let value = code & (Self.typeMask | Self.codeMask)
        if value & Self.typeMask == Self.typeCommand {
            let block = value & Self.blockMask
            let argument = value & Self.argumentMask
            if block == 0, let basic = Self.basicCommands.first(where: { $0.argument == argument }) {
                self = basic.input
            } else if block == Self.routeBlock {
                self = .route(Int(argument))
            } else {
                self = .other(code)
            }
            return
        }
        guard value & Self.typeMask == 0 else {
            self = .other(code)
            return
        }
        let symbol = value & Self.codeMask
        if let key = Self.key(symbol) {
            self = .key(key)
        } else if symbol < 0x100 || symbol & 0x1F00_0000 == Self.symbolUnicode,
                  let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: symbol & 0x00FF_FFFF)),
                  !(0x00...0x1F).contains(scalar.value), !(0x7F...0x9F).contains(scalar.value) {
            self = .character(Character(scalar))
        } else {
            self = .other(code)
        }
    }

    /// A keysym of the X keyboard BrlAPI uses for keys that are not characters.
    private static func key(_ symbol: UInt64) -> Key? {
        switch symbol {
        case 0xFF08: .backspace
        case 0xFF09: .tab
        case 0xFF0D: .enter
        case 0xFF1B: .escape
        case 0xFF50: .home
        case 0xFF51: .left
        case 0xFF52: .up
        case 0xFF53: .right
        case 0xFF54: .down
        case 0xFF55: .pageUp
        case 0xFF56: .pageDown
        case 0xFF57: .end
        case 0xFF63: .insert
        case 0xFFFF: .delete
        case 0xFFBE...0xFFE0: .function(Int(symbol - 0xFFBE) + 1)
        default: nil
        }
    }
}
