--TEST--
__get accessing the same property inside itself falls back to a normal read
--FILE--
<?php
class A {
    function __get($n) { echo "get $n\n"; return $this->$n; }
    function __set($n, $v) { echo "set $n\n"; $this->$n = $v; }
}
$a = new A;
var_dump($a->x);
$a->y = 5;
var_dump($a->y);
--EXPECTF--
get x

Warning: Undefined property: A::$x in %s on line 3
NULL
set y

Deprecated: Creation of dynamic property A::$y is deprecated in %s on line 4
int(5)
