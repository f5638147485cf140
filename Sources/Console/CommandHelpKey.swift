// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// The catalog key of a typed command's one-line help: `command.next` for `next`.
public struct CommandHelpKey: CatalogKey, Hashable {
    /// The command's name.
    public let command: String

    /// The help of a command.
    public init(_ command: String) {
        self.command = command
    }

    /// `command.` and the name.
    public var key: String { "command." + command }

    /// One for every command `help` lists.
    public static var allKeys: [CommandHelpKey] { Command.specs.map { CommandHelpKey($0.name) } }
}
