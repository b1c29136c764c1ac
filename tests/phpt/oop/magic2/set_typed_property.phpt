--TEST--
__set is not called for declared public properties, even typed and uninitialized ones after unset
--FILE--
<?php
class A {
    public int $x;
    public int $y = 1;
    function __construct() { unset($this->y); }
    function __get($n) { echo "get $n\n"; return 42; }
    function __set($n, $v) { echo "set $n\n"; }
}
$a = new A;
try { echo $a->x, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo $a->y, "\n";
$a->y = 5;
$a->x = 3;
echo $a->x, "\n";
--EXPECT--
Typed property A::$x must not be accessed before initialization
get y
42
set y
3
