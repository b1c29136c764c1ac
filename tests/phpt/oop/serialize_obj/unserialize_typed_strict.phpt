--TEST--
unserialize() checks typed properties strictly (no coercion), nullable and union types
--FILE--
<?php
class T { public int $i = 0; public ?string $s = null; public int|string $u = 0; public float $f = 0.0; }
foreach ([
    'O:1:"T":1:{s:1:"i";s:1:"5";}',
    'O:1:"T":1:{s:1:"s";N;}',
    'O:1:"T":1:{s:1:"u";s:1:"x";}',
    'O:1:"T":1:{s:1:"f";i:3;}',
    'O:1:"T":1:{s:1:"s";i:1;}',
] as $s) {
    try { var_dump(unserialize($s)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Cannot assign string to property T::$i of type int
object(T)#1 (4) {
  ["i"]=>
  int(0)
  ["s"]=>
  NULL
  ["u"]=>
  int(0)
  ["f"]=>
  float(0)
}
object(T)#1 (4) {
  ["i"]=>
  int(0)
  ["s"]=>
  NULL
  ["u"]=>
  string(1) "x"
  ["f"]=>
  float(0)
}
object(T)#1 (4) {
  ["i"]=>
  int(0)
  ["s"]=>
  NULL
  ["u"]=>
  int(0)
  ["f"]=>
  float(3)
}
Cannot assign int to property T::$s of type ?string
