// Placeholder: the RxTest mirror arrives with chapter 8.
import ProductionRx
