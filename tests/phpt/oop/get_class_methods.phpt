--TEST--
get_class_methods
--FILE--
<?php
class A { function a() {} private function p() {} static function s() {} }
class B extends A { function b() {} }
print_r(get_class_methods('B'));
--EXPECT--
Array
(
    [0] => b
    [1] => a
    [2] => s
)
