import ReactiveSwift
public enum ReactiveSwiftRows {}
