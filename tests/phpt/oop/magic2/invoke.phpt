--TEST--
__invoke makes objects callable; is_callable and array_map
--FILE--
<?php
class Mul { function __construct(private $k) {} function __invoke($x) { return $x * $this->k; } }
$d = new Mul(2);
echo $d(5), "\n";
print_r(array_map($d, [1, 2, 3]));
var_dump(is_callable($d), is_callable(new stdClass), $d instanceof Closure);
echo call_user_func($d, 7), call_user_func_array($d, [8]), "\n";
$c = Closure::fromCallable($d);
echo $c(10), "\n";
--EXPECT--
10
Array
(
    [0] => 2
    [1] => 4
    [2] => 6
)
bool(true)
bool(false)
bool(false)
1416
20
