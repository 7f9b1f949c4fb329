print("exercises: not yet")
