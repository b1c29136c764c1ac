--TEST--
Compound assignment on an undefined variable warns
--FILE--
<?php
$a += 1;
var_dump($a);
$b .= "x";
var_dump($b);
$c['k'] .= "y";
var_dump($c);
--EXPECTF--

Warning: Undefined variable $a in %s on line 2
int(1)

Warning: Undefined variable $b in %s on line 4
string(1) "x"

Warning: Undefined variable $c in %s on line 6

Warning: Undefined array key "k" in %s on line 6
array(1) {
  ["k"]=>
  string(1) "y"
}
