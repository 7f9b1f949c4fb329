print("This chapter's demo is being written.")
