--TEST--
new static, new self and new parent in an inheritance chain
--FILE--
<?php
class A { static function mk() { return [get_class(new static), get_class(new self)]; } }
class B extends A { static function p() { return get_class(new parent); } }
print_r(B::mk()); print_r(A::mk());
echo B::p(), "\n";
--EXPECT--
Array
(
    [0] => B
    [1] => A
)
Array
(
    [0] => A
    [1] => A
)
A
