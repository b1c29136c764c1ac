--TEST--
typed properties round-trip
--FILE--
<?php
class T { public int $i = 0; public ?string $s = null; public array $a = []; public float $f = 0.0; }
$t = new T; $t->i = 5; $t->s = "x"; $t->a = [1, 2]; $t->f = 1.5;
$s = serialize($t); var_dump($s); var_dump(unserialize($s));
--EXPECT--
string(84) "O:1:"T":4:{s:1:"i";i:5;s:1:"s";s:1:"x";s:1:"a";a:2:{i:0;i:1;i:1;i:2;}s:1:"f";d:1.5;}"
object(T)#2 (4) {
  ["i"]=>
  int(5)
  ["s"]=>
  string(1) "x"
  ["a"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["f"]=>
  float(1.5)
}
