import ChromaCLI

ChromaCommand.run()
