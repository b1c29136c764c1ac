--TEST--
class implementing several interfaces
--FILE--
<?php
interface A { const X = 1; } interface B { function b(); } class C implements A, B { function b() { return self::X; } }
echo (new C)->b(), "\n"; print_r(class_implements(new C));
--EXPECT--
1
Array
(
    [A] => A
    [B] => B
)
