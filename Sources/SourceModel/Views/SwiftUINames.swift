// SPDX-License-Identifier: GPL-3.0-or-later

/// What the source reader knows of SwiftUI's own views and modifiers: which closures hold
/// views, which views are controls VoiceOver acts on, and which modifiers hold other views.
public enum SwiftUINames {
    /// Views whose unlabelled trailing closure holds their content.
    public static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
        "ScrollView", "ScrollViewReader", "List", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView",
        "TabView", "GeometryReader", "ViewThatFits", "GroupBox", "ControlGroup", "DisclosureGroup", "Menu", "Picker",
        "ToolbarItem", "ToolbarItemGroup", "TimelineView", "HSplitView", "VSplitView", "Table", "OutlineGroup", "Canvas",
    ]

    /// Controls whose unlabelled trailing closure is their label.
    public static let labelledByTrailingClosure: Set<String> = [
        "Link", "Toggle", "Slider", "Stepper", "ShareLink", "ColorPicker", "DatePicker", "Gauge", "ProgressView",
        "LabeledContent", "TextField", "SecureField", "MultiDatePicker", "PasteButton",
    ]

    /// Labels of closures that hold views, whatever the view.
    public static let viewClosureLabels: Set<String> = [
        "content", "label", "icon", "title", "header", "footer", "sidebar", "detail", "placeholder", "minimumValueLabel",
        "maximumValueLabel", "currentValueLabel", "markedValueLabels", "prompt", "actions", "message",
    ]

    /// Every SwiftUI view the reader treats as one (others are unknown, not custom).
    public static let views: Set<String> = containers.union(labelledByTrailingClosure).union([
        "Text", "Image", "Label", "Button", "NavigationLink", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Circle", "Ellipse", "Capsule", "Path", "Spacer", "Divider", "EmptyView", "AsyncImage", "TextEditor", "EditButton",
        "RenameButton", "ContentUnavailableView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "Map", "VideoPlayer", "SignInWithAppleButton", "PhotosPicker", "ForEach", "AnyView", "TupleView", "SecureField",
        "ContainerRelativeShape", "Toggle", "Menu", "HelpLink", "SubscriptionStoreView", "ProductView", "StoreView",
    ])

    /// Views VoiceOver reaches as something to act on, with their own button, link,
    /// adjustable or toggle semantics.
    public static let controls: Set<String> = [
        "Button", "NavigationLink", "Link", "Toggle", "Menu", "Picker", "Slider", "Stepper", "DatePicker", "MultiDatePicker",
        "ColorPicker", "TextField", "SecureField", "TextEditor", "ShareLink", "EditButton", "RenameButton", "PasteButton",
        "PhotosPicker", "SignInWithAppleButton", "HelpLink",
    ]

    /// Views that hold no text of their own and are not accessibility elements: shapes, colours,
    /// spacers.
    public static let silent: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "Spacer",
        "Divider", "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "ContainerRelativeShape",
    ]

    /// What role the views in a modifier's closures have.
    public static func role(ofModifier name: String) -> ModifierUse.Role {
        switch name {
        case "overlay", "background", "mask", "safeAreaInset", "toolbar", "accessibilityRepresentation", "overlayPreferenceValue",
             "backgroundPreferenceValue", "safeAreaBar", "tabItem", "badge", "searchSuggestions", "listRowBackground",
             "scrollContentBackground":
            .attached
        case "contextMenu", "swipeActions", "accessibilityActions", "alert", "confirmationDialog":
            .menu
        case "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "fileImporter":
            .presented
        default:
            .none
        }
    }

    /// The gestures of SwiftUI, by type name.
    public static let gestureTypes: Set<String> = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
        "RotateGesture", "RotationGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture", "WindowDragGesture",
    ]
}
