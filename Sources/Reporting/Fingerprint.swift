// SPDX-License-Identifier: GPL-3.0-or-later

/// A finding's stable identity in 16 hexadecimal digits: FNV-1a (64 bits) over what identifies
/// it (its rule, its file and its place in the file's own terms, such as a catalog key), never
/// its line, so that it survives reordering and lines moving.
public enum Fingerprint {
    /// The name SARIF's `partialFingerprints` carries it under.
    public static let sarifName = "rotorFinding/v1"

    /// The fingerprint of the parts, each separated from the next so that ("ab", "c") and
    /// ("a", "bc") differ.
    public static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
