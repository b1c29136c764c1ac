--TEST--
unserialize triggers the autoloader for unknown classes
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === 'Auto') { eval('class Auto { public $z = 0; }'); } });
var_dump(unserialize('O:4:"Auto":1:{s:1:"z";i:7;}'));
--EXPECT--
autoload Auto
object(Auto)#2 (1) {
  ["z"]=>
  int(7)
}
