import Exercises
public enum ChecksPlaceholder {}
