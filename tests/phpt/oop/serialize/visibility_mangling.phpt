--TEST--
serialize mangles protected and private property names
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; }
var_dump(str_replace("\0", "~", serialize(new A)));
--EXPECT--
string(54) "O:1:"A":3:{s:1:"a";i:1;s:4:"~*~b";i:2;s:4:"~A~c";i:3;}"
