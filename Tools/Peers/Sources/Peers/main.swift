import OpenCombineRows
import ProductionRxRows
import ReactiveSwiftRows
import RxSwiftRows
print(Floor.rawClosureFloor(elements: 10))
