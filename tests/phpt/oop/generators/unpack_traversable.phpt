--TEST--
unpacking Traversables into arrays and arguments
--FILE--
<?php
function g(){yield 1=>"a"; yield "k"=>"b"; yield 1=>"c";}
var_dump([...g()]);
function f(...$a){var_dump($a);}
function two(){yield 5; yield 6;}
f(...two());
f(0, ...new ArrayIterator([7, 8]));
function h(){yield 1.5=>1;}
try{[...h()];}catch(Error $e){echo $e->getMessage(),"\n";}
try{f(...h());}catch(Error $e){echo $e->getMessage(),"\n";}
try{f(...g());}catch(Error $e){echo $e->getMessage(),"\n";}
function named($x, $y) { var_dump($x, $y); }
function ng() { yield "y" => 2; yield "x" => 1; }
named(...ng());
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  ["k"]=>
  string(1) "b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(7)
  [2]=>
  int(8)
}
Keys must be of type int|string during array unpacking
Keys must be of type int|string during argument unpacking
Cannot use positional argument after named argument during unpacking
int(1)
int(2)
