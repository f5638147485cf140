// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TextSafety

/// Pretty, key-sorted JSON text for reports.
public enum JSONOutput {
    /// The value as JSON text ending in a newline; `{}` when it cannot be encoded.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return JSONText.escapingFormatting(String(decoding: data, as: UTF8.self)) + "\n"
    }
}
