--TEST--
get_class_methods is scope-aware
--FILE--
<?php
class A { public function pub() {} protected function prot() {} private function priv() {} static function st() {} function list() { return get_class_methods($this); } }
class B extends A { private function bpriv() {} function blist() { return get_class_methods($this); } }
print_r(get_class_methods('B'));
print_r((new B)->list());
print_r((new B)->blist());
var_dump(get_class_methods('Nope') ?? 'null');
--EXPECTF--
Array
(
    [0] => blist
    [1] => pub
    [2] => st
    [3] => list
)
Array
(
    [0] => blist
    [1] => pub
    [2] => prot
    [3] => priv
    [4] => st
    [5] => list
)
Array
(
    [0] => bpriv
    [1] => blist
    [2] => pub
    [3] => prot
    [4] => st
    [5] => list
)

Fatal error: Uncaught TypeError: get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, string given in %s:7
Stack trace:
#0 %s(7): get_class_methods('Nope')
#1 {main}
  thrown in %s on line 7
