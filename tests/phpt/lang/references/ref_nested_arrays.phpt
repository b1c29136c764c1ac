--TEST--
References to nested array elements
--FILE--
<?php
$a = ['x' => ['y' => 1]];
$r = &$a['x']['y'];
$r++;
$b = $a;
$r++;
var_dump($a['x']['y'], $b['x']['y']);
--EXPECT--
int(3)
int(3)
