--TEST--
attribute arguments referencing class constants
--FILE--
<?php
#[Attribute] class Roles { public function __construct(public array $roles) {} }
class Perm { const ADMIN = 'admin'; const EDITOR = 'editor'; }
#[Roles([Perm::ADMIN, Perm::EDITOR])]
class AdminController { #[Roles(roles: [self::LOCAL])] public function x() {} const LOCAL = 'local'; }
var_dump((new ReflectionClass('AdminController'))->getAttributes()[0]->newInstance()->roles);
var_dump((new ReflectionMethod('AdminController', 'x'))->getAttributes()[0]->getArguments());
?>
--EXPECT--
array(2) {
  [0]=>
  string(5) "admin"
  [1]=>
  string(6) "editor"
}
array(1) {
  ["roles"]=>
  array(1) {
    [0]=>
    string(5) "local"
  }
}
