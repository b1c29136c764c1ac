--TEST--
JIT: ??, foreach over literal arrays (empty, nested, break and continue) and strlen compiled inline, on every kind of value
--FILE--
<?php
// ??, foreach over literal arrays and strlen in compiled loops, on every
// kind of value.
class S { public function __toString(): string { return "four"; } }
function run() {
    $vals = [1, 2.5, true, false, "str", "", [1, 2], new S, null];
    $r = 1;
    $vals[] = &$r;
    $out = [];
    for ($round = 0; $round < 3; $round++) {
        foreach ($vals as $i => $v) {
            $arr = [$i => $v];
            $x = $arr[$i] ?? "default";
            $y = $arr[99] ?? $i;
            $out[] = gettype($x) . ":" . $y;
        }
        $z = $undefined ?? "undef";
        $out[] = $z;
    }
    echo implode(" ", $out), "\n";
    // Literal arrays: empty, nested, with break and continue.
    $n = 0;
    for ($i = 0; $i < 3; $i++) {
        foreach ([] as $never) {
            $n += 1000;
        }
        foreach (["a", "b", "c"] as $k => $s) {
            foreach ([1, 2, 3] as $m) {
                if ($m === 2) {
                    continue;
                }
                if ($s === "c") {
                    break 2;
                }
                $n += $m * ($k + 1);
            }
        }
        foreach ([[1, 2], [3]] as $pair) {
            $n += count($pair);
        }
    }
    echo $n, "\n";
    // strlen of every kind.
    $lens = [];
    for ($i = 0; $i < 2; $i++) {
        foreach (["abc", "", 12345, 1.5, true, null, new S] as $v) {
            $lens[] = strlen($v);
        }
        $ref = "xyz";
        $alias = &$ref;
        $lens[] = strlen($alias);
        try {
            $lens[] = strlen([1]);
        } catch (TypeError $e) {
            $lens[] = $e->getMessage();
        }
    }
    echo implode(",", $lens), "\n";
}
run();
--EXPECTF--
integer:0 double:1 boolean:2 boolean:3 string:4 string:5 array:6 object:7 string:8 integer:9 undef integer:0 double:1 boolean:2 boolean:3 string:4 string:5 array:6 object:7 string:8 integer:9 undef integer:0 double:1 boolean:2 boolean:3 string:4 string:5 array:6 object:7 string:8 integer:9 undef
45

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 47

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 47
3,0,5,3,1,0,4,3,strlen(): Argument #1 ($string) must be of type string, array given,3,0,5,3,1,0,4,3,strlen(): Argument #1 ($string) must be of type string, array given
