import OpenCombine
public enum OpenCombineRows {}
