--TEST--
Closure use by reference shares the variable with the enclosing scope
--FILE--
<?php
$n = 0;
$inc = function () use (&$n) { return ++$n; };
$inc(); $inc();
var_dump($n);
$n = 10;
var_dump($inc());
$list = [];
$push = function ($v) use (&$list) { $list[] = $v; };
$push('a'); $push('b');
var_dump($list);
$fresh = function () use (&$undefined) { $undefined = 'set'; };
$fresh();
var_dump($undefined);
--EXPECT--
int(2)
int(11)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
string(3) "set"
