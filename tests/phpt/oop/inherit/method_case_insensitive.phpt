--TEST--
method names are case-insensitive; override across case
--FILE--
<?php
class A { function Hello() { return "A"; } }
class B extends A { function HELLO() { return "B" . parent::hello(); } }
echo (new B)->hello(), (new B)->HeLLo(), "\n";
print_r(get_class_methods('B'));
--EXPECT--
BABA
Array
(
    [0] => HELLO
)
