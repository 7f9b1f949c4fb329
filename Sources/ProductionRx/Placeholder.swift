// Placeholder until the core lands.
public enum ProductionRxPlaceholder {}
