--TEST--
Reading a nested missing key warns once per level
--FILE--
<?php
$a = ['x' => []];
var_dump($a['x']['y']['z']);
--EXPECTF--

Warning: Undefined array key "y" in %s on line 3

Warning: Trying to access array offset on value of type null in %s on line 3
NULL
