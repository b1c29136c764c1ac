--TEST--
(array) cast of object
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; }
$arr = (array) new A; var_dump(count($arr)); foreach ($arr as $k => $v) echo str_replace("\0", '0', $k), '=', $v, "\n";
--EXPECT--
int(3)
a=1
0*0b=2
0A0c=3
