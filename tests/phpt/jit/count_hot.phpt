--TEST--
count() in hot loops: of a temporary array (released after), of variables
holding packed and hashed arrays, of a reference, of a Countable object,
with the result kept in a variable that held a string before; and the
TypeError for a value that is not countable
--FILE--
<?php
class C implements Countable { function count(): int { return 42; } }
class D { function __destruct() { echo "D gone\n"; } }
$packed = [1, 2, 3];
$hashed = ["a" => 1, "b" => 2];
$r = [1];
$ref = &$r;
$obj = new C;
$t = 0;
$s = "a string";
for ($i = 0; $i < 500; $i++) {
    $t += count(explode(",", "a,b,c,$i"));
    $t += count($packed) + count($hashed) + count($ref) + count($obj);
    $s = count([$i, $i]);
    $r[] = $i;
}
var_dump($t, $s, count($r));

// A temporary holding the last handle of an object is freed by count.
for ($i = 0; $i < 300; $i++) {
    $n = count([$i == 299 ? new D : null]);
    if ($i == 299) {
        echo "after count\n";
    }
}

function bad($v) {
    $c = 0;
    for ($i = 0; $i < 200; $i++) {
        $c += count($i < 199 ? [1] : $v);
    }
    return $c;
}
try {
    bad("str");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    bad(null);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
int(150750)
int(2)
int(501)
D gone
after count
TypeError: count(): Argument #1 ($value) must be of type Countable|array, string given
count(): Argument #1 ($value) must be of type Countable|array, null given
