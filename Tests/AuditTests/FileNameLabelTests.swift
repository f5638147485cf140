// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Testing

/// Labels that are file, asset or camera names are caught; words people write, dots and all,
/// never are.
@Suite struct FileNameLabelTests {
    @Test(arguments: [
        "Harbour.jpg", "photo.jpg", "IMG_0042", "IMG_0042.HEIC", "IMG_0042 copy", "ic_trash_24", "btn_close", "DSC01234",
        "PXL_20240501_101010123", "VID_20240501_101010.mp4", "GOPR0042", "DJI_0042.JPG", "20240501_101010",
        "Screenshot 2024-05-01 at 10.10.10.png", "holiday photo.JPEG", "report.pdf", "README.md", "trash@2x",
        "icon-trash@3x.png", "/Users/ana/Pictures/harbour", "~/Desktop/notes", "  Lisbon.png  ", "Foto_1",
    ])
    func aFileOrAssetNameIsCaught(label: String) {
        #expect(FileNameLabel.matches(label))
    }

    /// Captions, titles and names as people write them: the demos' own, and dots, digits,
    /// hyphens and scripts that look like parts of file names.
    @Test(arguments: [
        "Lisbon", "Harbour", "Photo 1", "Fix the login crash", "Sketch the onboarding", "Write release notes",
        "St. Ives", "v2.0 notes", "Dr. Who", "Mr. & Mrs. Smith", "U.S.A.", "Ph.D. defence", "e.g. this one", "Fig. 3",
        "No. 5", "3.5 stars", "Version 1.2.3", "Node.js", "Amazon.com order", "example.com", "Web 2.0", "10:30 a.m.",
        "O'Brien's café", "Café Müller", "São Paulo", "Zürich HB", "Москва", "東京タワー", "תמונה 2", "صورة ٣",
        "R2-D2", "C-3PO", "Wi-Fi", "to-do list", "e-mail", "AT&T", "iPhone 15 Pro", "macOS", "#1 Fan", "50% off",
        "Q3 report", "2024-05-01", "12:00", "A380", "F-16", "PS5", "Room 101", "Screenshots", "Images", "Pictures 2023",
        "Samsung Galaxy", "WP Engine", "GH5 review", "Lexus GX470", "DJI Mini 3", "Burst of colour", "Vid 2020",
        "Drop cards here", "Long press a photo", "1/2 done", "Hello.World", "Mr.Smith", "Tel.: 555 0100", "", "   ",
        "Done", "...", "Ends with a dot.", "Fotos de 2024", "صور الرحلة", "כרטיס 3",
    ])
    func wordsPeopleWriteAreLeftAlone(label: String) {
        #expect(!FileNameLabel.matches(label))
    }
}
