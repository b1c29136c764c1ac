--TEST--
get_class_methods and method_exists see trait methods under their aliases
--FILE--
<?php
trait T { function orig() {} }
class A { use T { orig as alias; } }
var_dump(method_exists('A', 'orig'), method_exists('A', 'alias'));
print_r(get_class_methods('A'));
--EXPECT--
bool(true)
bool(true)
Array
(
    [0] => alias
    [1] => orig
)
