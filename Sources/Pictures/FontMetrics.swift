// SPDX-License-Identifier: GPL-3.0-or-later

/// The advances of DejaVu Sans, the font pictures are drawn in, so that Rotor can wrap the
/// legend's lines itself (SVG does not wrap text).
///
/// Measured with Chromium from `fonts-dejavu-core` 2.37, in 1/2048 em, for U+0020…U+007E and
/// U+00A0…U+017F (Latin-1 and Latin Extended-A: English and Spanish); any other character
/// counts 0.6 em, and marks and invisible controls nothing.
enum FontMetrics {
    /// DejaVu Sans, from U+0020 to U+007E, then from U+00A0 to U+017F.
    static let regular: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716, 651,
        821, 1303, 1303, 1303, 1303, 690, 1024, 1024, 2048, 965, 1253, 1716, 0, 2048, 1024, 1024,
        1716, 821, 821, 1024, 1303, 1303, 651, 1024, 821, 965, 1253, 1985, 1985, 1985, 1087, 1401,
        1401, 1401, 1401, 1401, 1401, 1995, 1430, 1294, 1294, 1294, 1294, 604, 604, 604, 604, 1587,
        1532, 1612, 1612, 1612, 1612, 1612, 1716, 1612, 1499, 1499, 1499, 1499, 1251, 1239, 1290, 1255,
        1255, 1255, 1255, 1255, 1255, 2011, 1126, 1260, 1260, 1260, 1260, 569, 569, 569, 569, 1253,
        1298, 1253, 1253, 1253, 1253, 1253, 1716, 1253, 1298, 1298, 1298, 1298, 1212, 1300, 1212, 1401,
        1255, 1401, 1255, 1401, 1255, 1430, 1126, 1430, 1126, 1430, 1126, 1430, 1126, 1577, 1300, 1587,
        1300, 1294, 1260, 1294, 1260, 1294, 1260, 1294, 1260, 1294, 1260, 1587, 1300, 1587, 1300, 1587,
        1300, 1587, 1300, 1540, 1298, 1876, 1423, 604, 569, 604, 569, 604, 569, 604, 569, 604,
        569, 1208, 1138, 604, 569, 1343, 1186, 1186, 1141, 569, 1141, 569, 1141, 768, 1141, 700,
        1151, 582, 1532, 1298, 1532, 1298, 1532, 1298, 1666, 1532, 1298, 1612, 1253, 1612, 1253, 1612,
        1253, 2191, 2095, 1423, 842, 1423, 842, 1423, 842, 1300, 1067, 1300, 1067, 1300, 1067, 1300,
        1067, 1251, 803, 1251, 803, 1251, 803, 1499, 1298, 1499, 1298, 1499, 1298, 1499, 1298, 1499,
        1298, 1499, 1298, 2025, 1675, 1251, 1212, 1251, 1403, 1075, 1403, 1075, 1403, 1075, 721,
    ]

    /// DejaVu Sans Bold, the same characters.
    static let bold: [UInt16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716, 713,
        934, 1425, 1425, 1303, 1425, 748, 1024, 1024, 2048, 1155, 1323, 1716, 0, 2048, 1024, 1024,
        1716, 897, 897, 1024, 1507, 1303, 778, 1024, 897, 1155, 1323, 2120, 2120, 2120, 1188, 1585,
        1585, 1585, 1585, 1585, 1585, 2222, 1503, 1399, 1399, 1399, 1399, 762, 762, 762, 762, 1716,
        1714, 1741, 1741, 1741, 1741, 1741, 1716, 1741, 1663, 1663, 1663, 1663, 1483, 1511, 1473, 1382,
        1382, 1382, 1382, 1382, 1382, 2146, 1214, 1389, 1389, 1389, 1389, 702, 702, 702, 702, 1407,
        1458, 1407, 1407, 1407, 1407, 1407, 1716, 1407, 1458, 1458, 1458, 1458, 1335, 1466, 1335, 1585,
        1382, 1585, 1382, 1585, 1382, 1503, 1214, 1503, 1214, 1503, 1214, 1503, 1214, 1700, 1466, 1716,
        1466, 1399, 1389, 1399, 1389, 1399, 1389, 1399, 1389, 1399, 1389, 1681, 1466, 1681, 1466, 1681,
        1466, 1681, 1466, 1714, 1458, 1994, 1618, 762, 702, 762, 702, 762, 702, 762, 702, 762,
        702, 1524, 1404, 762, 702, 1587, 1362, 1362, 1305, 702, 1305, 702, 1305, 982, 1305, 1140,
        1315, 760, 1714, 1458, 1714, 1458, 1714, 1458, 2013, 1714, 1458, 1741, 1407, 1741, 1407, 1741,
        1407, 2390, 2241, 1577, 1010, 1577, 1010, 1577, 1010, 1475, 1219, 1475, 1219, 1475, 1219, 1475,
        1219, 1397, 979, 1397, 979, 1397, 979, 1663, 1458, 1663, 1458, 1663, 1458, 1663, 1458, 1663,
        1458, 1663, 1458, 2259, 1892, 1483, 1335, 1483, 1485, 1192, 1485, 1192, 1485, 1192, 891,
    ]

    /// The advance of a character in ems.
    static func ems(_ scalar: Unicode.Scalar, bold: Bool) -> Double {
        let value = Int(scalar.value)
        let index: Int? = switch value {
        case 0x20...0x7E: value - 0x20
        case 0xA0...0x17F: value - 0xA0 + 0x5F
        default: nil
        }
        if let index { return Double((bold ? Self.bold : regular)[index]) / 2048 }
        switch value {
        case 0...0x1F, 0x7F...0x9F, 0x300...0x36F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFE00...0xFE0F:
            return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
            return 1
        default:
            return 0.6
        }
    }

    /// The width of a text in points at a font size.
    static func width<S: StringProtocol>(_ text: S, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += Self.ems(scalar, bold: bold) }
        return ems * size
    }

    /// A text broken into lines at most `width` points wide, between words where it can.
    static func lines(_ text: String, size: Double, bold: Bool = false, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || Self.width(candidate, size: size, bold: bold) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
            // A word wider than a line by itself is cut where it reaches the edge.
            while Self.width(line, size: size, bold: bold) > width, line.count > 1 {
                var head = ""
                for character in line {
                    if !head.isEmpty, Self.width(head + String(character), size: size, bold: bold) > width { break }
                    head.append(character)
                }
                lines.append(head)
                line = String(line.dropFirst(head.count))
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
