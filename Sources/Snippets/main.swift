print("snippets: not yet")
