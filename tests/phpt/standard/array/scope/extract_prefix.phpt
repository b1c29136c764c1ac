--TEST--
extract with prefixes
--FILE--
<?php
function f() {
    $a = 0;
    var_dump(extract(["a" => 3, "b" => 4, "5" => 6], EXTR_PREFIX_ALL, "pre"), $pre_a, $pre_b, $pre_5);
    var_dump(extract(["a" => 7, "c" => 8], EXTR_PREFIX_SAME, "s"), $a, $s_a, $c);
    var_dump(extract(["a" => 1, "zz" => 2], EXTR_PREFIX_IF_EXISTS, "e"), $e_a);
    var_dump(extract(["0" => 1, "ok" => 2], EXTR_PREFIX_INVALID, "i"), $i_0, $ok);
}
f();
--EXPECT--
int(3)
int(3)
int(4)
int(6)
int(2)
int(0)
int(7)
int(8)
int(1)
int(1)
int(2)
int(1)
int(2)
