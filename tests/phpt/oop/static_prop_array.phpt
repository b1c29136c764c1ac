--TEST--
static property array append
--FILE--
<?php
class C { public static $a = []; }
C::$a[] = 1; C::$a[] = 2; C::$a['k'] = 3; print_r(C::$a);
--EXPECT--
Array
(
    [0] => 1
    [1] => 2
    [k] => 3
)
