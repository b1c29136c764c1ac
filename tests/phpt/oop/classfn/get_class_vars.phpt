--TEST--
get_class_vars returns defaults visible from the calling scope, with statics
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; public static $s = 4; public int $t; function inside() { return get_class_vars(self::class); } }
print_r(get_class_vars('A'));
print_r((new A)->inside());
try { get_class_vars('Nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Array
(
    [a] => 1
    [t] => 
    [s] => 4
)
Array
(
    [a] => 1
    [b] => 2
    [c] => 3
    [t] => 
    [s] => 4
)
get_class_vars(): Argument #1 ($class) must be a valid class name, Nope given
