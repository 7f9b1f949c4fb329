public enum ExercisesPlaceholder {}
