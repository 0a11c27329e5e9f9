import ChromaCLI
