--TEST--
class_implements and class_parents with strings, objects and missing classes
--FILE--
<?php
interface I1 {} interface I2 extends I1 {} class A implements I2 {} class B extends A implements Countable { function count(): int { return 0; } } class C extends B {}
$i = class_implements(new C); ksort($i); print_r($i);
print_r(class_parents('C'));
print_r(class_parents(new A));
var_dump(class_implements('Nope', false));
var_dump(class_parents('Nope'));
--EXPECTF--
Array
(
    [Countable] => Countable
    [I1] => I1
    [I2] => I2
)
Array
(
    [B] => B
    [A] => A
)
Array
(
)

Warning: class_implements(): Class Nope does not exist in %s on line 6
bool(false)

Warning: class_parents(): Class Nope does not exist and could not be loaded in %s on line 7
bool(false)
