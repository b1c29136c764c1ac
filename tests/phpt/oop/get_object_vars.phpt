--TEST--
get_object_vars
--FILE--
<?php
class A { public $a = 1; private $b = 2; function v() { return get_object_vars($this); } }
print_r(get_object_vars(new A)); print_r((new A)->v());
--EXPECT--
Array
(
    [a] => 1
)
Array
(
    [a] => 1
    [b] => 2
)
