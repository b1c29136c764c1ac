--TEST--
A built-in reading its arguments in place: callbacks that throw, nest or exit leave them intact
--FILE--
<?php
class Thrower {
    public function __toString(): string {
        throw new RuntimeException("no string " . str_repeat("x", 3));
    }
}
class Nested {
    public function __toString(): string {
        // Built-in calls inside the callback stage their own arguments above.
        return strtoupper(str_repeat("ab", 2)) . implode("", [max(3, 7)]);
    }
}
class Leaver {
    public function __toString(): string {
        echo "leaving from ", __METHOD__, "\n";
        exit(3);
    }
}
function show(Throwable $e): void {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    foreach ($e->getTrace() as $f) {
        echo "  ", $f['function'], " (", count($f['args'] ?? []), " args)\n";
    }
}
try {
    echo implode(", ", ["a", new Thrower()]), "\n";
} catch (RuntimeException $e) {
    show($e);
}
$n = new Nested();
echo implode("+", [$n, $n]), " ", var_export(is_string(implode([$n])), true), "\n";
echo str_pad(implode([$n]), 12, "-", STR_PAD_BOTH), "\n";
echo min(4, 2, 9), max([3, 8, 1]), min("b", "a"), max(1.5, 2), "\n";
$r = 5;
$arr = [1, &$r, 9];
echo max($arr), min($arr), "\n";
echo chr(65), chr(321), chr(-1) === "\xff" ? "ff" : "no", dechex(255), decbin(5), decoct(8), dechex(-1), "\n";
register_shutdown_function(function () {
    echo "shutdown ", strlen(str_repeat("y", 4)), "\n";
});
function deep(string $s, array $a): string {
    return $s . implode("/", [$s, new Leaver()]) . count($a);
}
echo deep(str_repeat("z", 5), [1, 2, 3]), "\n";
echo "not reached\n";
--EXPECT--
RuntimeException: no string xxx
  __toString (0 args)
  implode (2 args)
ABAB7+ABAB7 true
---ABAB7----
28a2
91
AAffff10110ffffffffffffffff
leaving from Leaver::__toString
shutdown 4
