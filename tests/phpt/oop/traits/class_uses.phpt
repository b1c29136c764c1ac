--TEST--
class_uses does not include parent traits; trait_exists
--FILE--
<?php
trait T1 {} trait T2 {}
class P { use T1; }
class C extends P { use T2; }
print_r(class_uses(new C));
print_r(class_uses('P'));
var_dump(trait_exists('T1'), trait_exists('P'), class_exists('T1'));
var_dump(class_uses('Nope'));
--EXPECTF--
Array
(
    [T2] => T2
)
Array
(
    [T1] => T1
)
bool(true)
bool(false)
bool(false)

Warning: class_uses(): Class Nope does not exist and could not be loaded in %s on line 8
bool(false)
