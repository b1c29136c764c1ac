--TEST--
Static calls from hot loops that name their class (their begin and
small bodies compiled inline): self, static and named forms, an
overriding subclass, a private method from outside and an instance
method called statically, arguments no number and an overflow
--FILE--
<?php
class M {
    public static $calls = 0;
    public static function inc($x) { return $x + 1; }
    public static function both($x) { return self::inc($x) + static::inc($x) + M::inc($x); }
    public static function counted($x) { M::$calls++; return $x * 2; }
    private static function hidden($x) { return $x; }
    public function inst($x) { return $x; }
    public static function viaHidden($x) { return M::hidden($x) + 1; }
}
class N extends M {
    public static function inc($x) { return $x + 100; }
}
$j = 0;
for ($i = 0; $i < 3000; $i++) {
    $j = M::inc($j);
    $j = M::both($j) - 2 * $j - 1;
    $j = N::both($j) - 2 * $j - 100;
    $j += M::counted(1) + M::viaHidden(0) - 3;
    $j = N::inc($j) - 100;
}
var_dump($j, M::$calls);
for ($i = 0; $i < 3; $i++) {
    try {
        M::hidden(1);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        M::inst(1);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
// Arguments that are no numbers, and an overflow: the call made.
$r = [];
for ($i = 0; $i < 3000; $i++) {
    $r[] = M::inc($i == 2998 ? "7" : ($i == 2999 ? PHP_INT_MAX : $i));
}
var_dump(array_slice($r, -3));
--EXPECT--
int(15000)
int(3000)
Call to private method M::hidden() from global scope
Non-static method M::inst() cannot be called statically
Call to private method M::hidden() from global scope
Non-static method M::inst() cannot be called statically
Call to private method M::hidden() from global scope
Non-static method M::inst() cannot be called statically
array(3) {
  [0]=>
  int(2998)
  [1]=>
  int(8)
  [2]=>
  float(9.223372036854776E+18)
}
