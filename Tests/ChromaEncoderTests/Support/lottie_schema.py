"""Validates Lottie JSON files against the Lottie specification's JSON schema, as the
`lottie-specs` package on PyPI ships it, with `jsonschema`.

    lottie_schema.py ANIMATION.json ...

Prints one line per schema error ("FILE: PATH: MESSAGE") and exits 1 when there is any,
0 when every file is valid, 2 when lottie-specs or jsonschema is missing.
"""
import json
import sys

try:
    import jsonschema
    from lottie_specs.resources import load_specs
except ImportError:
    print("lottie-specs or jsonschema is missing: pip install lottie-specs jsonschema into .build/test-python",
          file=sys.stderr)
    sys.exit(2)


def main():
    schema = load_specs()
    validator = jsonschema.Draft202012Validator(schema)
    failed = False
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for error in validator.iter_errors(document):
            failed = True
            location = "/".join(str(p) for p in error.absolute_path)
            print("%s: %s: %s" % (path, location, error.message[:300]))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
