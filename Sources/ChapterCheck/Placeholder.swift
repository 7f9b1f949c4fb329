public enum ChapterCheckPlaceholder {}
