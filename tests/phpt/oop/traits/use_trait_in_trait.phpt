--TEST--
traits composed of other traits
--FILE--
<?php
trait A { function a() { return "a"; } }
trait B { function b() { return "b"; } }
trait AB { use A, B; function ab() { return $this->a() . $this->b(); } }
class C { use AB; }
echo (new C)->ab(), "\n";
print_r(class_uses('C'));
print_r(class_uses('AB'));
--EXPECT--
ab
Array
(
    [AB] => AB
)
Array
(
    [A] => A
    [B] => B
)
