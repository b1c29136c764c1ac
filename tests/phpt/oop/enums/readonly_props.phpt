--TEST--
name and value are readonly properties
--FILE--
<?php
enum E: int { case A = 1; }
var_dump(isset(E::A->name), isset(E::A->value), isset(E::A->other));
$r = new ReflectionProperty(E::class, 'value');
var_dump($r->isReadOnly());
var_dump(get_object_vars(E::A), (array)E::A);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
array(2) {
  ["name"]=>
  string(1) "A"
  ["value"]=>
  int(1)
}
array(2) {
  ["name"]=>
  string(1) "A"
  ["value"]=>
  int(1)
}
