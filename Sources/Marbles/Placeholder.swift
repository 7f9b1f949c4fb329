public enum MarblesPlaceholder {}
