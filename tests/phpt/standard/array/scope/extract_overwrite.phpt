--TEST--
extract overwrites and skips invalid names
--FILE--
<?php
function f() {
    $a = 1;
    $n = extract(["x" => 5, "a" => 9, "bad key" => 1, "0" => 3]);
    var_dump($n, $a, $x);
}
f();
--EXPECT--
int(2)
int(9)
int(5)
