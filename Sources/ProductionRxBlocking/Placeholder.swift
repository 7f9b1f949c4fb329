// Placeholder: the RxBlocking mirror arrives with chapter 8.
import ProductionRx
