// `import ProductionRxBlocking`, in the AgainstRxSwift package, is RxBlocking, compiled from
// RXSWIFT_DIR.
@_exported import RxBlocking
