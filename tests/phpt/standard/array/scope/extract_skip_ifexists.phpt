--TEST--
extract with EXTR_SKIP and EXTR_IF_EXISTS
--FILE--
<?php
function f() {
    $a = 1;
    var_dump(extract(["a" => 7, "b" => 2], EXTR_SKIP), $a, $b);
    var_dump(extract(["a" => 8, "zz" => 9], EXTR_IF_EXISTS), $a, isset($zz));
}
f();
--EXPECT--
int(1)
int(1)
int(2)
int(1)
int(8)
bool(false)
