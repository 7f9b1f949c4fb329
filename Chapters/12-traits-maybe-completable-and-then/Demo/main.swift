print("ch12")
